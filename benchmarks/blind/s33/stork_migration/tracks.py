"""Autumn migration of GPS-tagged white storks: 30 daily displacements
(east, north, in 100 km) per bird, for the western (Gibraltar) and the eastern
(Bosporus) flyway. Used to synthesise tracks for a stopover-site study.
"""
import math

import torch

DAYS = 30
FLYWAYS = ("western", "eastern")


def tagged_birds(n, generator):
    flyway = torch.randint(0, 2, (n,), generator=generator)
    day = torch.arange(DAYS, dtype=torch.float32)
    heading = torch.where(flyway == 0, math.radians(215.0), math.radians(150.0)).unsqueeze(1)
    turn = torch.where(flyway == 0, 0.012, -0.018).unsqueeze(1) * day
    speed = 1.6 + 0.5 * torch.rand(n, 1, generator=generator)
    stop = (torch.rand(n, DAYS, generator=generator) < 0.15).float()
    step = speed * (1 - 0.85 * stop) * (1 + 0.15 * torch.randn(n, DAYS, generator=generator))
    angle = heading + turn + 0.2 * torch.randn(n, DAYS, generator=generator)
    moves = torch.stack([step * torch.sin(angle), step * torch.cos(angle)], dim=-1)
    cond = torch.nn.functional.one_hot(flyway, len(FLYWAYS)).float()
    return moves, cond


def batches(moves, cond, batch_size):
    for idx in torch.randperm(len(moves)).split(batch_size):
        yield moves[idx], cond[idx]
