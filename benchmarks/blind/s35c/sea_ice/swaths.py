"""Synthetic AMSR2-like footprints: brightness temperatures and weather, ice fraction target."""
import torch

CHANNELS = (
    "tb19h", "tb19v", "tb37h", "tb37v", "tb89h", "tb89v", "air_temp", "wind_speed",
    "water_vapour",
)


def footprints(n, generator):
    ice = torch.rand(n, 1, generator=generator).pow(0.7)
    first_year = (torch.rand(n, 1, generator=generator) < 0.6).float()
    water_tb = torch.tensor([[100.0, 175.0, 130.0, 200.0, 180.0, 230.0]])
    fy_tb = torch.tensor([[235.0, 250.0, 230.0, 245.0, 220.0, 235.0]])
    my_tb = torch.tensor([[215.0, 235.0, 190.0, 205.0, 175.0, 190.0]])
    ice_tb = first_year * fy_tb + (1.0 - first_year) * my_tb
    wind = 8.0 * torch.rand(n, 1, generator=generator)
    vapour = torch.rand(n, 1, generator=generator)
    tb = ice * ice_tb + (1.0 - ice) * (water_tb + 1.5 * wind + 12.0 * vapour)
    tb = tb + 2.0 * torch.randn(n, 6, generator=generator)
    air = -25.0 * ice + 2.0 * torch.randn(n, 1, generator=generator)
    x = torch.cat([(tb - 200.0) / 40.0, air / 10.0, wind / 4.0, vapour], dim=1)
    return x, ice
