"""Denoising autoencoder with swap noise, pretrained on train + test (no target)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class DAE(nn.Module):
    def __init__(self, n_in, hidden, n_bin):
        super().__init__()
        self.n_bin = n_bin
        self.encoder = nn.Sequential(nn.Linear(n_in, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU())
        self.decoder = nn.Linear(hidden, n_in)

    def forward(self, x):
        return self.decoder(self.encoder(x))

    def reconstruction_loss(self, recon, x):
        b = self.n_bin
        return F.binary_cross_entropy_with_logits(recon[:, :b], x[:, :b]) + F.mse_loss(recon[:, b:], x[:, b:])


def swap_noise(x, p):
    """Replace each cell, with probability p, by the same column of a random other row."""
    noisy = x.clone()
    swap = torch.rand_like(x) < p
    donors = x[torch.randint(len(x), (len(x),))]
    noisy[swap] = donors[swap]
    return noisy


def pretrain_dae(dae, x_all, cfg):
    opt = torch.optim.Adam(dae.parameters(), lr=cfg.dae_lr)
    for epoch in range(cfg.dae_epochs):
        perm = torch.randperm(len(x_all))
        total = 0.0
        for i in range(0, len(x_all), cfg.batch_size):
            xb = x_all[perm[i:i + cfg.batch_size]]
            rec = dae.reconstruction_loss(dae(swap_noise(xb, cfg.swap_prob)), xb)
            opt.zero_grad()
            rec.backward()
            opt.step()
            total += rec.item() * len(xb)
        print(f"DAE epoch {epoch}: reconstruction {total / len(x_all):.4f}")
    return dae
