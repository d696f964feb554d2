import torch

PEAKS = {"birch": 100, "grass": 160, "ragweed": 220}


def simulate(cfg, gen):
    """Weather (S, T, 4) and pollen counts (S, T, n_taxa) with a mask of observed days."""
    S, T = cfg.n_stations, cfg.n_days
    day = torch.arange(T, dtype=torch.float32) + 30
    temp = 12 - 10 * torch.cos(2 * torch.pi * day / 365) + 3 * torch.randn(S, T, generator=gen)
    rain = (torch.rand(S, T, generator=gen) < 0.3).float() * torch.rand(S, T, generator=gen) * 10
    wind = 2 + 3 * torch.rand(S, T, generator=gen)
    humid = 60 + 20 * torch.rand(S, T, generator=gen) + 2 * rain
    weather = torch.stack([(temp - 12) / 8, rain / 5, (wind - 3.5) / 1.5, (humid - 75) / 15], dim=-1)
    counts = []
    gdd = torch.cumsum(temp.clamp(min=5) - 5, dim=1)               # growing degree days
    for taxon in cfg.taxa:
        onset = PEAKS[taxon] + 10 * torch.randn(S, 1, generator=gen)
        season = torch.exp(-0.5 * ((day - onset) / 12) ** 2) * (gdd / gdd[:, -1:]).sqrt()
        rate = 80 * season * torch.exp(-0.15 * rain) * (0.5 + 0.2 * wind)
        counts.append(torch.poisson(rate, generator=gen))
    mask = (torch.rand(S, T, generator=gen) > cfg.missing_rate).float()
    return weather, torch.stack(counts, dim=-1), mask
