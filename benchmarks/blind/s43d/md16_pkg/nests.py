"""Synthetic spring survey of last year's Polistes nests: will the nest be re-founded?"""
import torch

FIELDS = ["height_m", "aspect_south", "eave_cover", "cells_last_year", "distance_to_water_m",
          "ant_trails", "spring_temp_c", "neighbour_nests"]


def spring_survey(n, gen):
    height = 0.5 + 4 * torch.rand(n, generator=gen)
    south = torch.rand(n, generator=gen)
    cover = torch.rand(n, generator=gen)
    cells = 20 + 180 * torch.rand(n, generator=gen)
    water = 5 + 300 * torch.rand(n, generator=gen)
    ants = torch.bernoulli(torch.full((n,), 0.25), generator=gen)
    temp = 8 + 10 * torch.rand(n, generator=gen)
    neigh = torch.poisson(torch.full((n,), 2.0), generator=gen)
    logit = (-1.0 + 1.4 * south + 1.1 * cover + 0.008 * cells - 0.004 * water
             - 1.5 * ants + 0.12 * (temp - 12) + 0.25 * neigh - 0.2 * (height - 2.5) ** 2)
    occupied = torch.bernoulli(torch.sigmoid(logit), generator=gen)
    x = torch.stack([height, south, cover, cells / 100, water / 100, ants, temp / 10, neigh], 1)
    return x, occupied
