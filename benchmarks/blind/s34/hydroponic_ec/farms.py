import torch

SITE_COLUMNS = ("reservoir_l", "plants", "butterhead", "romaine", "oakleaf", "photoperiod_h")
RACK_COLUMNS = ("ec", "ph", "water_c", "air_c", "rh", "ppfd", "hours_since_topup")

SITES = torch.tensor([
    [400.0, 1200, 1, 0, 0, 16],
    [650.0, 1500, 0, 1, 0, 18],
    [300.0, 900, 0, 0, 1, 16],
    [800.0, 2600, 1, 0, 0, 20],
    [500.0, 1800, 0, 1, 0, 14],
    [350.0, 1100, 0, 0, 1, 18],
])


def site_table():
    return (SITES - SITES.mean(0)) / SITES.std(0)


def rack_readings(n, *, seed):
    g = torch.Generator().manual_seed(seed)
    site = torch.randint(0, len(SITES), (n,), generator=g)
    ec = 1.2 + 0.8 * torch.rand(n, generator=g)
    ph = 5.6 + 0.6 * torch.rand(n, generator=g)
    water = 18 + 6 * torch.rand(n, generator=g)
    air = 19 + 8 * torch.rand(n, generator=g)
    rh = 55 + 30 * torch.rand(n, generator=g)
    ppfd = 150 + 250 * torch.rand(n, generator=g)
    hours = 48 * torch.rand(n, generator=g)
    s = SITES[site]
    uptake = s[:, 1] / s[:, 0] * (0.6 * s[:, 2] + 0.9 * s[:, 3] + 0.75 * s[:, 4])
    transp = (air - 18) / 8 * (1 - rh / 100) * ppfd / 300 * s[:, 5] / 16
    d_ec = 0.05 * transp * ec - 0.03 * uptake * ppfd / 300 + 0.002 * hours * (water - 20) / 4
    d_ph = 0.04 * uptake - 0.1 * (ph - 5.9) + 0.01 * (water - 21)
    y = torch.stack([d_ec, d_ph], dim=1) + 0.01 * torch.randn(n, 2, generator=g)
    x = torch.stack([ec, ph, water, air, rh, ppfd, hours], dim=1)
    return x, site, y
