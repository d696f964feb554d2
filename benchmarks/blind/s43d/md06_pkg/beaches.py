"""Synthetic loggerhead nests: hatching success (fraction of eggs that hatch)."""
import torch

COLUMNS = ["sand_temp_c", "sand_moisture", "nest_depth_cm", "clutch_size",
           "dist_to_tide_m", "inundation_days", "vegetation_cover", "predator_signs"]


def survey_nests(n, gen):
    temp = 27 + 7 * torch.rand(n, generator=gen)
    moist = torch.rand(n, generator=gen)
    depth = 35 + 30 * torch.rand(n, generator=gen)
    clutch = 70 + 60 * torch.rand(n, generator=gen)
    tide = 2 + 40 * torch.rand(n, generator=gen)
    flood = torch.poisson(3.0 * torch.exp(-tide / 12))
    veg = torch.rand(n, generator=gen)
    pred = torch.bernoulli(0.2 * torch.ones(n), generator=gen)
    logit = (2.0 - 0.12 * (temp - 29.5) ** 2 - 2.5 * (moist - 0.45) ** 2 * 4
             - 0.9 * flood - 1.2 * pred - 0.8 * veg + 0.01 * (depth - 50))
    success = torch.sigmoid(logit + 0.3 * torch.randn(n, generator=gen))
    x = torch.stack([temp, moist, depth, clutch, tide, flood, veg, pred], dim=1)
    return x, success.unsqueeze(1)
