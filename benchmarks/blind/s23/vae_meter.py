"""Bernoulli VAE on 8x8 stripe patterns, with running meters for the console."""
from collections import deque

import torch
import torch.nn as nn
import torch.nn.functional as F


def stripe_patterns(n, side=8, flip=0.05):
    kind = torch.randint(0, 4, (n,))
    offset = torch.randint(0, 2, (n,))
    yy, xx = torch.meshgrid(torch.arange(side), torch.arange(side), indexing="ij")
    grids = torch.stack([
        (yy + o) % 2 if k == 0 else (xx + o) % 2 if k == 1 else (yy + xx + o) % 2 if k == 2 else ((yy // 2 + xx // 2 + o) % 2)
        for k, o in zip(kind.tolist(), offset.tolist())
    ]).float()
    noise = torch.rand_like(grids) < flip
    return torch.where(noise, 1 - grids, grids).flatten(1), kind


class VAE(nn.Module):
    def __init__(self, d_in=64, hidden=128, latent=2):
        super().__init__()
        self.enc = nn.Sequential(nn.Linear(d_in, hidden), nn.ReLU())
        self.mu = nn.Linear(hidden, latent)
        self.logvar = nn.Linear(hidden, latent)
        self.dec = nn.Sequential(nn.Linear(latent, hidden), nn.ReLU(), nn.Linear(hidden, d_in))

    def forward(self, x):
        h = self.enc(x)
        mu, logvar = self.mu(h), self.logvar(h)
        z = mu + torch.randn_like(mu) * (0.5 * logvar).exp()
        return self.dec(z), mu, logvar


class Meter:
    def __init__(self, window=50):
        self.recent = deque(maxlen=window)
        self.total = 0.0
        self.count = 0

    def update(self, value, n=1):
        self.recent.append(value)
        self.total += float(value) * n
        self.count += n

    @property
    def smoothed(self):
        return sum(float(v) for v in self.recent) / len(self.recent)

    @property
    def average(self):
        return self.total / self.count


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    data, _ = stripe_patterns(4000)
    model = VAE()
    optimizer = torch.optim.Adam(model.parameters(), lr=2e-3)
    meters = {"elbo": Meter(), "kl": Meter()}
    latent_snapshots = []

    for epoch in range(12):
        order = torch.randperm(data.size(0))
        for start in range(0, data.size(0), 100):
            x = data[order[start:start + 100]]
            logits, mu, logvar = model(x)
            recon = F.binary_cross_entropy_with_logits(logits, x, reduction="sum") / x.size(0)
            kl = -0.5 * (1 + logvar - mu.pow(2) - logvar.exp()).sum(dim=1).mean()
            loss = recon + kl
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            meters["elbo"].update(loss.detach(), x.size(0))
            meters["kl"].update(kl.item(), x.size(0))
        latent_snapshots.append(mu.detach())
        if epoch % 3 == 2:
            print(f"epoch {epoch + 1:2d}  -elbo {meters['elbo'].smoothed:.3f} (avg {meters['elbo'].average:.3f})"
                  f"  kl {meters['kl'].smoothed:.3f}")

    with torch.no_grad():
        recon_bits = model.dec(model.mu(model.enc(data))) > 0
    pixel_acc = (recon_bits.float() == data).float().mean().item()
    print(f"latent snapshots kept {len(latent_snapshots)}, last grad_fn {latent_snapshots[-1].grad_fn}")
    print(f"pixel accuracy of mean reconstructions {pixel_acc:.3f}")

if __name__ == "__main__":
    main()
