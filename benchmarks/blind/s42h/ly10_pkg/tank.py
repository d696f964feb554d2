"""Synthetic aquaponics readings -> nitrate (mg/L) in the grow bed return line."""
import torch

COLUMNS = ["fish_kg", "feed_g_day", "water_temp", "ph", "plant_cover", "days_since_change"]


def readings(n=600, seed=5):
    g = torch.Generator().manual_seed(seed)
    fish = 2 + 8 * torch.rand(n, generator=g)
    feed = fish * (8 + 6 * torch.rand(n, generator=g))
    temp = 18 + 10 * torch.rand(n, generator=g)
    ph = 6.4 + 1.2 * torch.rand(n, generator=g)
    cover = torch.rand(n, generator=g)
    days = 30 * torch.rand(n, generator=g)
    nitrification = torch.sigmoid((ph - 6.8) * 4) * torch.sigmoid((temp - 20) / 2)
    nitrate = 0.35 * feed * nitrification * (1 - 0.7 * cover) + 0.9 * days * (1 - cover) ** 2
    nitrate = nitrate + 2.0 * torch.randn(n, generator=g)
    X = torch.stack([fish, feed, temp, ph, cover, days], dim=1)
    return X, nitrate.unsqueeze(1)
