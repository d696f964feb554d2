"""CALM-style active-layer monitoring grid: end-of-season thaw depth (cm)
against thawing degree-days, with site descriptors that set the Stefan
edaphic factor (soil moisture, organic-layer thickness, snow depth, shrub
cover, aspect).
"""
import torch

DESCRIPTORS = ("soil_moisture", "organic_cm", "snow_cm", "shrub_cover", "south_aspect")


def grid_nodes(n, generator):
    def u(lo, hi):
        return lo + (hi - lo) * torch.rand(n, generator=generator)
    moisture, organic, snow = u(0.1, 0.6), u(2, 40), u(10, 90)
    shrub, south = u(0.0, 0.8), u(-1.0, 1.0)
    tdd = u(300, 1600)
    edaphic = 3.2 * (1 - 0.9 * moisture) * torch.exp(-organic / 45) \
        * (1 + 0.004 * snow) * (1 - 0.25 * shrub) * (1 + 0.08 * south)
    alt = edaphic * tdd.sqrt() * (1 + 0.05 * torch.randn(n, generator=generator))
    x = torch.stack([moisture, organic, snow, shrub, south], dim=1)
    return x, tdd, alt
