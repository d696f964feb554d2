"""Smoke reports phoned in by fire-lookout towers, most of which turn out to be
dust devils, fog banks, controlled burns or campfire haze. Label: 1 if a crew
confirmed a new wildfire."""
import torch

FEATURES = ["hour_sin", "hour_cos", "rel_humidity", "wind_kmh", "dist_km",
            "column_height", "colour_grey", "lightning_24h", "drought_idx", "towers_seeing"]


def make_reports(n=4000, seed=11):
    g = torch.Generator().manual_seed(seed)
    hour = torch.rand(n, generator=g) * 24
    rh = torch.rand(n, generator=g) * 80 + 10
    wind = torch.rand(n, generator=g) * 40
    dist = torch.rand(n, generator=g) * 30 + 1
    height = torch.rand(n, generator=g)
    grey = torch.rand(n, generator=g)
    lightning = (torch.rand(n, generator=g) < 0.15).float()
    drought = torch.rand(n, generator=g)
    towers = torch.randint(1, 4, (n,), generator=g).float()

    logit = (-4.6 + 2.2 * lightning + 2.0 * drought - 0.035 * (rh - 40)
             + 1.4 * height + 1.1 * grey * height + 0.7 * (towers - 1)
             + 0.6 * torch.sin((hour - 9) / 24 * 6.283) - 0.02 * dist)
    fire = (torch.rand(n, generator=g) < torch.sigmoid(logit)).float()

    X = torch.stack([torch.sin(hour / 24 * 6.283), torch.cos(hour / 24 * 6.283),
                     (rh - 50) / 25, wind / 20 - 1, dist / 15 - 1, height * 2 - 1,
                     grey * 2 - 1, lightning, drought * 2 - 1, towers - 2], dim=1)
    return X, fire


def split(X, y, frac=0.75):
    k = int(frac * len(X))
    return (X[:k], y[:k]), (X[k:], y[k:])
