"""Contrastive pretraining of a 1-D conv encoder on sensor windows, with a
masked-reconstruction auxiliary objective."""
from dataclasses import dataclass

import torch
from torch import nn
import torch.nn.functional as F


@dataclass
class Cfg:
    channels: int = 3
    length: int = 64
    width: int = 32
    proj_dim: int = 16
    batch: int = 64
    steps: int = 120
    lr: float = 1e-3
    temperature: float = 0.2
    aux_weight: float = 0.5
    mask_ratio: float = 0.25


class ConvEncoder(nn.Module):
    def __init__(self, c_in, width):
        super().__init__()
        self.net = nn.Sequential(
            nn.Conv1d(c_in, width, 5, padding=2), nn.GELU(),
            nn.Conv1d(width, width, 5, padding=2), nn.GELU(),
        )

    def forward(self, x):
        return self.net(x)


class Pretrainer(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.encoder = ConvEncoder(cfg.channels, cfg.width)
        self.projector = nn.Sequential(nn.Linear(cfg.width, cfg.width), nn.ReLU(),
                                       nn.Linear(cfg.width, cfg.proj_dim))
        self.reconstructor = nn.Conv1d(cfg.width, cfg.channels, 1)

    def embed(self, x):
        return self.encoder(x)

    def project(self, feats):
        return self.projector(feats.mean(-1))


def augment(x):
    scale = 1 + 0.1 * torch.randn(x.size(0), 1, 1)
    shift = torch.randint(-4, 5, (1,)).item()
    return torch.roll(x * scale, shifts=shift, dims=-1) + 0.05 * torch.randn_like(x)


def nt_xent(z1, z2, temperature):
    z = F.normalize(torch.cat([z1, z2]), dim=1)
    sim = z @ z.t() / temperature
    sim.fill_diagonal_(float("-inf"))
    n = z1.size(0)
    targets = torch.cat([torch.arange(n, 2 * n), torch.arange(0, n)])
    return F.cross_entropy(sim, targets)


def sensor_windows(n, cfg):
    t = torch.linspace(0, 1, cfg.length)
    freq = torch.randint(1, 6, (n, cfg.channels, 1)).float()
    phase = torch.rand(n, cfg.channels, 1) * 6.28
    return torch.sin(6.28 * freq * t + phase) + 0.1 * torch.randn(n, cfg.channels, cfg.length)


def train(cfg):
    torch.manual_seed(0)
    model = Pretrainer(cfg)
    optimizer = torch.optim.Adam(model.parameters(), lr=cfg.lr)
    for step in range(cfg.steps):
        x = sensor_windows(cfg.batch, cfg)
        v1, v2 = augment(x), augment(x)
        h1, h2 = model.embed(v1), model.embed(v2)

        optimizer.zero_grad()
        loss_con = nt_xent(model.project(h1), model.project(h2), cfg.temperature)
        loss_con.backward()

        mask = (torch.rand(cfg.batch, 1, cfg.length) < cfg.mask_ratio).float()
        recon = model.reconstructor(h1 * (1 - mask))
        loss_rec = cfg.aux_weight * ((recon - v1) ** 2 * mask).sum() / mask.sum().clamp(min=1)
        loss_rec.backward()
        optimizer.step()

        if step % 40 == 0:
            print(f"step {step}: contrastive {loss_con.item():.3f} recon {loss_rec.item():.3f}")
    return model


if __name__ == "__main__":
    train(Cfg())
