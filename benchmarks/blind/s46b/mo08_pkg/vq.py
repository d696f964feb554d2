import torch
import torch.nn as nn
import torch.nn.functional as F


class VectorQuantizer(nn.Module):
    def __init__(self, n_codes, dim):
        super().__init__()
        self.codebook = nn.Embedding(n_codes, dim)
        nn.init.normal_(self.codebook.weight, std=0.1)

    def forward(self, z_e):
        b, d, t = z_e.shape
        flat = z_e.transpose(1, 2).reshape(-1, d)
        idx = torch.cdist(flat, self.codebook.weight).argmin(1)
        q = self.codebook(idx).view(b, t, d).transpose(1, 2)
        codebook_loss = F.mse_loss(q, z_e.detach())
        commitment = F.mse_loss(z_e, q.detach())
        return z_e + (q - z_e).detach(), codebook_loss, commitment, idx.view(b, t)
