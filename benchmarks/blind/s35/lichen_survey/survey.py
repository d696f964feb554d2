import math

import torch

STONE = ("limestone", "sandstone", "granite", "slate", "marble")
RECORD = ("age_decades", "aspect_north", "height_m", "shade", "distance_to_road_km")


def churchyards(n_sites, generator):
    """Site coordinates (km on a 60 x 60 grid) and a smooth regional pollution field."""
    coords = 60.0 * torch.rand(n_sites, 2, generator=generator)
    ammonia = (0.6 * torch.sin(coords[:, 0] / 9.0) + 0.4 * torch.cos(coords[:, 1] / 7.0)
               + 0.3 * torch.sin((coords[:, 0] + coords[:, 1]) / 15.0))
    return coords, ammonia


def headstones(n, ammonia, generator):
    g = generator
    site = torch.randint(0, len(ammonia), (n,), generator=g)
    stone = torch.randint(0, len(STONE), (n,), generator=g)
    age = 1.0 + 20.0 * torch.rand(n, generator=g)
    north = torch.rand(n, generator=g)
    height = 0.4 + 1.4 * torch.rand(n, generator=g)
    shade = torch.rand(n, generator=g)
    road = 3.0 * torch.rand(n, generator=g)
    substrate = torch.tensor([0.8, 0.5, 0.3, 0.2, 0.9])[stone]

    logit = (-1.0 + 1.6 * substrate + 0.9 * torch.log(age) / math.log(20.0) + 0.5 * north
             - 0.6 * shade + 0.3 * road - 1.8 * ammonia[site])
    cover = 100.0 * torch.sigmoid(logit + 0.3 * torch.randn(n, generator=g))
    record = torch.stack([age / 20.0, north, height / 1.8, shade, road / 3.0], 1)
    return site, stone, record, cover
