"""Humpback whale photo-identification from trailing-edge fluke profiles.

Each sighting is reduced to a 64-point profile of the fluke's trailing edge (notches, scars,
missing tips). An encoder maps profiles to embeddings; training uses a normalised-softmax head
over the catalogued whales plus a ring loss that keeps the feature norms near a learned radius
(Zheng et al., 2018). Re-identification is nearest-neighbour search in the unit embedding space.
"""
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn


@dataclass
class Config:
    whales: int = 60
    sightings: int = 12
    points: int = 64
    embed_dim: int = 16
    radius: float = 3.0
    ring_weight: float = 0.01
    scale: float = 10.0
    epochs: int = 12
    batch: int = 64
    lr: float = 5e-3


def fluke_catalogue(cfg, generator):
    """Smooth individual notch patterns, observed with noise, tilt and partial submergence."""
    grid = torch.linspace(0.0, 1.0, cfg.points)
    freqs = torch.arange(1, 7, dtype=torch.float32)
    shared = torch.randn(1, len(freqs), generator=generator) / freqs
    coeffs = shared + 0.5 * torch.randn(cfg.whales, len(freqs), generator=generator) / freqs
    templates = coeffs @ torch.sin(torch.pi * freqs[:, None] * grid[None, :])
    ids = torch.arange(cfg.whales).repeat_interleave(cfg.sightings)
    n = len(ids)
    tilt = 0.3 * torch.randn(n, 1, generator=generator) * (grid - 0.5)
    gain = 1.0 + 0.1 * torch.randn(n, 1, generator=generator)
    noise = 0.2 * torch.randn(n, cfg.points, generator=generator)
    profiles = gain * templates[ids] + tilt + noise
    cut = torch.rand(n, generator=generator) < 0.2
    profiles[cut, -8:] = 0.0
    return profiles, ids


def scale_rows_(z, norms):
    return z.div_(norms.clamp(min=1e-6))


class FlukeEncoder(nn.Module):
    def __init__(self, embed_dim):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv1d(1, 16, 5, padding=2), nn.GELU(),
            nn.Conv1d(16, 32, 5, padding=2, stride=2), nn.GELU(),
            nn.AdaptiveAvgPool1d(8),
        )
        self.proj = nn.Linear(32 * 8, embed_dim)

    def forward(self, profile):
        return self.proj(self.conv(profile.unsqueeze(1)).flatten(1))


class RingCosineHead(nn.Module):
    def __init__(self, embed_dim, n_ids, radius, scale):
        super().__init__()
        self.centres = nn.Parameter(0.1 * torch.randn(n_ids, embed_dim))
        self.radius = nn.Parameter(torch.tensor(radius))
        self.scale = scale

    def forward(self, z):
        norms = z.norm(dim=1, keepdim=True)
        ring = (norms - self.radius).pow(2).mean()
        unit = scale_rows_(z, norms)
        logits = self.scale * unit @ F.normalize(self.centres, dim=1).T
        return logits, ring


@torch.no_grad()
def reidentification_top1(encoder, profiles, ids, sightings):
    """Half of each whale's sightings form the gallery, the other half are queries."""
    encoder.eval()
    unit = F.normalize(encoder(profiles), dim=1)
    first_half = (torch.arange(len(ids)) % sightings) < sightings // 2
    gallery, queries = unit[first_half], unit[~first_half]
    nearest = (queries @ gallery.T).argmax(dim=1)
    return (ids[first_half][nearest] == ids[~first_half]).float().mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    cfg = Config()
    gen = torch.Generator().manual_seed(11)
    profiles, ids = fluke_catalogue(cfg, gen)
    encoder = FlukeEncoder(cfg.embed_dim)
    head = RingCosineHead(cfg.embed_dim, cfg.whales, cfg.radius, cfg.scale)
    optimizer = torch.optim.Adam([*encoder.parameters(), *head.parameters()], lr=cfg.lr)
    top1 = reidentification_top1(encoder, profiles, ids, cfg.sightings)
    print(f"{cfg.whales} whales, {len(ids)} sightings; untrained re-id top-1 {top1:.3f}")

    for epoch in range(cfg.epochs):
        encoder.train()
        order = torch.randperm(len(ids), generator=gen)
        total = 0.0
        for start in range(0, len(order), cfg.batch):
            idx = order[start:start + cfg.batch]
            logits, ring = head(encoder(profiles[idx]))
            loss = F.cross_entropy(logits, ids[idx]) + cfg.ring_weight * ring
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            total += loss.item() * len(idx)
        top1 = reidentification_top1(encoder, profiles, ids, cfg.sightings)
        print(f"epoch {epoch}: loss {total / len(ids):.3f}, radius {head.radius.item():.2f}, "
              f"re-id top-1 {top1:.3f}")


if __name__ == "__main__":
    main()
