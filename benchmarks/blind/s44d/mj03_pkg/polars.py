import math

import torch
from torch.utils.data import DataLoader, TensorDataset

SAILS = ("jib", "genoa", "code0", "spinnaker")


def target_speed(tws, twa, waves, heel, fouling, sail):
    """Hand-made polar: speed rises with wind and falls close-hauled, downwind sails pay off deep."""
    twa_rad = twa * math.pi / 180
    base = 7.5 * (1 - torch.exp(-tws / 9.0)) * torch.sin(twa_rad).clamp_min(0.15) ** 0.6
    downwind_bonus = torch.where(sail >= 2, 1.2 * torch.relu(-torch.cos(twa_rad)), torch.zeros_like(twa))
    upwind_penalty = torch.where(sail >= 2, 1.5 * torch.relu(torch.cos(twa_rad)), torch.zeros_like(twa))
    genoa_light = torch.where(sail == 1, 0.4 * torch.exp(-tws / 6.0), torch.zeros_like(twa))
    speed = base + downwind_bonus - upwind_penalty + genoa_light
    speed = speed - 0.35 * waves - 0.02 * (heel - 18).abs() - 0.01 * fouling
    return speed.clamp_min(0.3)


def make_loaders(cfg):
    g = torch.Generator().manual_seed(cfg.seed)
    n = cfg.n_legs
    tws = 3 + 22 * torch.rand(n, generator=g)
    twa = 35 + 145 * torch.rand(n, generator=g)
    waves = 0.1 * tws * torch.rand(n, generator=g)
    heel = 25 * torch.sin(twa * math.pi / 180) * (tws / 25) + 3 * torch.randn(n, generator=g)
    fouling = 60 * torch.rand(n, generator=g)
    sail = torch.randint(0, len(SAILS), (n,), generator=g)
    speed = target_speed(tws, twa, waves, heel, fouling, sail) + 0.15 * torch.randn(n, generator=g)
    cont = torch.stack([tws, torch.cos(twa * math.pi / 180), torch.sin(twa * math.pi / 180), waves, heel, fouling], 1)
    cont = (cont - cont.mean(0)) / cont.std(0)
    n_val = int(cfg.val_frac * n)
    train = TensorDataset(cont[n_val:], sail[n_val:], speed[n_val:])
    val = TensorDataset(cont[:n_val], sail[:n_val], speed[:n_val])
    return (DataLoader(train, batch_size=cfg.batch_size, shuffle=True, generator=g, drop_last=True),
            DataLoader(val, batch_size=512))
