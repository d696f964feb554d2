import torch
from torch import nn


class TabularVAE(nn.Module):
    def __init__(self, dim, latent=3, hidden=48):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(dim, hidden), nn.SiLU(), nn.Linear(hidden, 2 * latent))
        self.decoder = nn.Sequential(nn.Linear(latent, hidden), nn.SiLU(), nn.Linear(hidden, dim))

    def forward(self, x):
        mu, logvar = self.encoder(x).chunk(2, dim=1)
        z = mu + torch.randn_like(mu) * torch.exp(0.5 * logvar)
        return self.decoder(z), mu, logvar


def elbo_terms(model, x):
    recon, mu, logvar = model(x)
    rec = ((recon - x) ** 2).sum(dim=1).mean()
    kl = (-0.5 * (1 + logvar - mu ** 2 - logvar.exp()).sum(dim=1)).mean()
    return rec, kl
