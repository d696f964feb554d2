"""Synthetic probe readings: electrical resistance at 3 depths, roof pitch, aspect (sin/cos),
days since rain, rainfall 7d, relative humidity, age of the coat. Target: moisture content (%)."""
import math
import torch

FEATURES = ["res_top", "res_mid", "res_deep", "pitch", "aspect_sin", "aspect_cos", "dry_days", "rain7", "rh", "age"]


def simulate(n, material, gen):
    pitch = 45 + 10 * torch.rand(n, generator=gen)
    aspect = 2 * math.pi * torch.rand(n, generator=gen)
    dry = torch.randint(0, 15, (n,), generator=gen).float()
    rain = 60 * torch.rand(n, generator=gen)
    rh = 60 + 35 * torch.rand(n, generator=gen)
    age = 30 * torch.rand(n, generator=gen)
    north = torch.cos(aspect).clamp(min=0)
    base = 12 + 0.25 * rain * torch.exp(-dry / 5) + 0.12 * (rh - 60) + 4 * north + 0.2 * age - 0.2 * (pitch - 45)
    if material == "straw":
        base = 1.25 * base + 3       # straw holds more water and dries slower
    moist = base + torch.randn(n, generator=gen)
    res = torch.stack([torch.log(2e4 / (moist * f)) for f in (1.1, 1.0, 0.8)], 1) + 0.05 * torch.randn(n, 3, generator=gen)
    x = torch.cat([res, ((pitch - 50) / 5)[:, None], torch.sin(aspect)[:, None], torch.cos(aspect)[:, None],
                   (dry / 7)[:, None], (rain / 30)[:, None], ((rh - 75) / 15)[:, None], (age / 15)[:, None]], 1)
    return x, moist[:, None] / 10


def split(x, y, frac=0.75):
    cut = int(frac * len(x))
    return (x[:cut], y[:cut]), (x[cut:], y[cut:])


def get_data(args):
    gen = torch.Generator().manual_seed(args.seed)
    reed = simulate(args.reed_samples, "reed", gen)
    straw_tr, straw_te = split(*simulate(args.straw_samples + 400, "straw", gen), frac=args.straw_samples / (args.straw_samples + 400))
    return reed, straw_tr, straw_te
