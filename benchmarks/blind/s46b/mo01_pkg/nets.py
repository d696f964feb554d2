import torch
import torch.nn as nn
import torch.nn.functional as F

from .registry import register


class Quantizer(nn.Module):
    def __init__(self, n_codes, dim, beta):
        super().__init__()
        self.beta = beta
        self.embedding = nn.Embedding(n_codes, dim)
        self.embedding.weight.data.uniform_(-1.0 / n_codes, 1.0 / n_codes)

    def forward(self, z):
        # z: (B, D, T) -> (B*T, D)
        flat = z.permute(0, 2, 1).reshape(-1, z.shape[1])
        dist = (flat.pow(2).sum(1, keepdim=True)
                - 2 * flat @ self.embedding.weight.t()
                + self.embedding.weight.pow(2).sum(1)[None, :])
        idx = dist.argmin(1)
        zq = self.embedding(idx).view(z.shape[0], z.shape[2], -1).permute(0, 2, 1)
        loss = F.mse_loss(zq, z.detach()) + self.beta * F.mse_loss(z, zq.detach())
        zq = z + (zq - z).detach()
        return zq, loss, idx.view(z.shape[0], -1)

    def lookup(self, idx):
        return self.embedding(idx).permute(0, 2, 1)


@register("vq_autoencoder")
class VQAutoencoder(nn.Module):
    def __init__(self, channels, hidden, latent_dim, n_codes, beta):
        super().__init__()
        self.n_codes = n_codes
        self.encoder = nn.Sequential(
            nn.Conv1d(channels, hidden, 4, 2, 1), nn.GELU(),
            nn.Conv1d(hidden, latent_dim, 4, 2, 1))
        self.quantizer = Quantizer(n_codes, latent_dim, beta)
        self.decoder = nn.Sequential(
            nn.ConvTranspose1d(latent_dim, hidden, 4, 2, 1), nn.GELU(),
            nn.ConvTranspose1d(hidden, channels, 4, 2, 1))

    def forward(self, x):
        zq, qloss, idx = self.quantizer(self.encoder(x))
        return self.decoder(zq), qloss, idx

    def decode_codes(self, idx):
        return self.decoder(self.quantizer.lookup(idx))


@register("pop_critic")
class PopCritic(nn.Module):
    def __init__(self, channels, hidden):
        super().__init__()
        self.body = nn.Sequential(
            nn.Conv1d(channels, hidden, 5, 2, 2), nn.LeakyReLU(0.2),
            nn.Conv1d(hidden, hidden, 5, 2, 2), nn.LeakyReLU(0.2),
            nn.Conv1d(hidden, 1, 3, 1, 1))

    def forward(self, x):
        return self.body(x)
