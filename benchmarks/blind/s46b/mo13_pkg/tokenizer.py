import torch
import torch.nn as nn
import torch.nn.functional as F


class MarbleTokenizer(nn.Module):
    def __init__(self, hidden, code_dim, n_codes, beta=0.25):
        super().__init__()
        self.beta = beta
        self.encoder = nn.Sequential(nn.Conv1d(1, hidden, 4, 2, 1), nn.ReLU(),
                                     nn.Conv1d(hidden, code_dim, 4, 2, 1))
        self.codebook = nn.Embedding(n_codes, code_dim)
        self.decoder = nn.Sequential(nn.ConvTranspose1d(code_dim, hidden, 4, 2, 1), nn.ReLU(),
                                     nn.ConvTranspose1d(hidden, 1, 4, 2, 1))

    def quantize(self, z):
        flat = z.transpose(1, 2).reshape(-1, z.shape[1])
        idx = torch.cdist(flat, self.codebook.weight).argmin(1).view(z.shape[0], z.shape[2])
        return self.codebook(idx).transpose(1, 2), idx

    def forward(self, x):
        z = self.encoder(x)
        q, idx = self.quantize(z)
        vq_loss = F.mse_loss(q, z.detach()) + self.beta * F.mse_loss(z, q.detach())
        return self.decoder(z + (q - z).detach()), vq_loss, idx

    @torch.no_grad()
    def encode(self, x):
        return self.quantize(self.encoder(x))[1]
