"""Synthetic commissioning measurements: draft (Pa) at the stove collar."""
import torch

INPUTS = ("flue_c", "outdoor_c", "height_m", "diameter_mm", "wind_ms", "damper_open", "bends")


def measurements(gen, n):
    flue = 120 + 280 * torch.rand(n, generator=gen)
    outdoor = -15 + 40 * torch.rand(n, generator=gen)
    height = 4 + 8 * torch.rand(n, generator=gen)
    diameter = torch.tensor([130.0, 150.0, 180.0, 200.0])[torch.randint(0, 4, (n,), generator=gen)]
    wind = 12 * torch.rand(n, generator=gen) ** 2
    damper = 0.2 + 0.8 * torch.rand(n, generator=gen)
    bends = torch.randint(0, 3, (n,), generator=gen).float()
    stack = 3460 * height * (1 / (outdoor + 273.15) - 1 / (flue + 273.15))    # Pa, ideal stack effect
    friction = (0.9 + 0.15 * bends) * (150 / diameter) ** 1.5 * (1.2 - damper)
    wind_term = 0.04 * wind ** 2 * torch.sin(0.7 * height)
    draft = stack / (1 + friction) + wind_term + 0.4 * torch.randn(n, generator=gen)
    x = torch.stack([flue, outdoor, height, diameter, wind, damper, bends], 1)
    return x, draft.unsqueeze(1)
