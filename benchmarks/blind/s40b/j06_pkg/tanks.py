"""Vectorised toy aquaponics loop: fish excrete ammonia, bacteria nitrify, plants take up nitrate."""
from typing import NamedTuple

import torch


class TankState(NamedTuple):
    ammonia: torch.Tensor
    nitrate: torch.Tensor
    biomass: torch.Tensor


TARGET_NITRATE = 0.5


def reset(n: int, g: torch.Generator) -> TankState:
    return TankState(0.1 * torch.rand(n, generator=g), 0.2 + 0.6 * torch.rand(n, generator=g),
                     0.5 + 0.5 * torch.rand(n, generator=g))


def observe(s: TankState) -> torch.Tensor:
    return torch.stack([s.ammonia, s.nitrate - TARGET_NITRATE, s.biomass], dim=-1)


def step(s: TankState, action: torch.Tensor, g: torch.Generator):
    """action[:, 0] = feed rate, action[:, 1] = water exchange, both in [-1, 1]."""
    feed = 0.5 * (action[:, 0] + 1)
    exchange = 0.25 * (action[:, 1] + 1)
    ammonia = s.ammonia + 0.08 * feed * s.biomass - 0.3 * s.ammonia
    nitrate = s.nitrate + 0.3 * s.ammonia - 0.05 * s.biomass - exchange * s.nitrate
    nitrate = (nitrate + 0.01 * torch.randn(nitrate.shape, generator=g)).clamp_min(0.0)
    biomass = (s.biomass + 0.02 * feed - 0.01).clamp(0.2, 1.5)
    reward = -(nitrate - TARGET_NITRATE).abs() - 2.0 * (ammonia - 0.1).clamp_min(0) + 0.1 * feed - 0.05 * exchange
    return TankState(ammonia, nitrate, biomass), reward
