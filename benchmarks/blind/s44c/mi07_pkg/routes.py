import torch


def storm_routes(n, seed):
    """One row per (route, storm).

    lane-km, share of arterial road, bridge decks count, forecast snowfall (cm),
    min temperature (C), wind (km/h), freezing-rain flag, pre-wetting flag.
    """
    g = torch.Generator().manual_seed(seed)
    lane_km = 20 + 60 * torch.rand(n, generator=g)
    arterial = torch.rand(n, generator=g)
    bridges = torch.randint(0, 8, (n,), generator=g).float()
    snow = 30 * torch.rand(n, generator=g)
    tmin = -18 + 18 * torch.rand(n, generator=g)
    wind = 40 * torch.rand(n, generator=g)
    frz_rain = (torch.rand(n, generator=g) < 0.2).float()
    prewet = (torch.rand(n, generator=g) < 0.5).float()

    rate = 0.08 + 0.012 * snow + 0.25 * frz_rain
    cold = torch.where(tmin < -10, torch.full_like(tmin, 0.6), 1.0 + 0.02 * (tmin + 10).clamp(max=0))
    tonnes = lane_km * rate * cold * (1 + 0.3 * arterial) * (1 - 0.2 * prewet)
    tonnes = tonnes + 0.4 * bridges + 0.01 * wind * lane_km / 10 + torch.randn(n, generator=g)
    x = torch.stack([lane_km, arterial, bridges, snow, tmin, wind, frz_rain, prewet], 1)
    return x, tonnes.clamp(min=0).unsqueeze(1)


def standardise(train_x, *others):
    mu, sd = train_x.mean(0, keepdim=True), train_x.std(0, keepdim=True)
    return [(t - mu) / sd for t in (train_x,) + others]
