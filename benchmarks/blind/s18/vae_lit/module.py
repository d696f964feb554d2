import torch
import torch.nn as nn
import torch.nn.functional as F


class VAEModule(nn.Module):
    """Lightning-style module: the engine calls the *_step hooks by name."""

    def __init__(self, in_dim=16, hidden=64, latent=4, lr=3e-3, kl_weight=0.5):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(in_dim, hidden), nn.ReLU(), nn.Linear(hidden, 2 * latent))
        self.decoder = nn.Sequential(nn.Linear(latent, hidden), nn.ReLU(), nn.Linear(hidden, in_dim))
        self.lr = lr
        self.kl_weight = kl_weight

    def forward(self, x):
        mu, logvar = self.encoder(x).chunk(2, dim=-1)
        z = mu + torch.randn_like(mu) * torch.exp(0.5 * logvar)
        return self.decoder(z), mu, logvar

    def _losses(self, x):
        recon, mu, logvar = self(x)
        rec = F.mse_loss(recon, x)
        kl = -0.5 * torch.mean(torch.sum(1 + logvar - mu.pow(2) - logvar.exp(), dim=-1))
        return rec, kl

    def training_step(self, batch):
        rec, kl = self._losses(batch)
        return rec + self.kl_weight * kl

    def validation_step(self, batch):
        rec, kl = self._losses(batch)
        recon_mean = self.decoder(self.encoder(batch).chunk(2, dim=-1)[0])
        return {"val_rec": rec, "val_kl": kl, "val_mean_rec": F.mse_loss(recon_mean, batch)}

    def configure_optimizers(self):
        return [torch.optim.Adam(self.parameters(), lr=self.lr)]
