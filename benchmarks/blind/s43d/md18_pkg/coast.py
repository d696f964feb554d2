"""Synthetic daily records: will tomorrow bring no / light / heavy moon-jelly strandings?"""
import torch

LEVELS = ["none", "light", "heavy"]
INPUTS = ["sst_c", "onshore_wind_ms", "wind_days_onshore", "chlorophyll_mg_m3",
          "salinity_psu", "tidal_range_m", "days_since_rain", "last_week_strandings"]


def daily_records(n, gen):
    sst = 12 + 10 * torch.rand(n, generator=gen)
    wind = -6 + 14 * torch.rand(n, generator=gen)
    persist = torch.randint(0, 6, (n,), generator=gen).float()
    chl = torch.rand(n, generator=gen) * 4
    sal = 30 + 5 * torch.rand(n, generator=gen)
    tide = 1 + 4 * torch.rand(n, generator=gen)
    dry = torch.randint(0, 15, (n,), generator=gen).float()
    last = torch.poisson(torch.full((n,), 1.5), generator=gen)
    score = (0.35 * (sst - 17) + 0.3 * wind + 0.3 * persist + 0.4 * chl - 0.2 * (sal - 32)
             + 0.15 * tide + 0.4 * last + 0.5 * torch.randn(n, generator=gen))
    level = (score > 1.5).long() + (score > 4.0).long()
    x = torch.stack([sst, wind, persist, chl, sal, tide, dry, last], 1)
    return x, level
