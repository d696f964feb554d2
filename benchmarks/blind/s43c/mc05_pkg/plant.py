"""Synthetic chilled-water plant log (15-minute samples).

The chilled-water supply temperature follows the setpoint with first-order lag, is
pushed up by the building cooling load (office hours, weather) and drops when a second
chiller stages on.  The forecaster sees 48 steps of history and the *planned* setpoint
and load forecast for the next 16 steps, and predicts the supply temperature.
"""
from dataclasses import dataclass

import torch


@dataclass
class PlantLog:
    supply: torch.Tensor      # (N,)
    load: torch.Tensor        # (N,)
    setpoint: torch.Tensor    # (N,)


def simulate(days=40, seed=0):
    g = torch.Generator().manual_seed(seed)
    n = days * 96
    t = torch.arange(n, dtype=torch.float32)
    hour = (t % 96) / 4
    weekday = ((t // 96) % 7) < 5
    occupied = ((hour > 7) & (hour < 19) & weekday).float()
    weather = 0.3 * torch.sin(2 * torch.pi * t / (96 * 9)) + 0.1 * torch.randn(n, generator=g).cumsum(0) / 30
    load = 0.25 + 0.55 * occupied * torch.sin(torch.pi * (hour - 7).clamp(0, 12) / 12) + weather
    load = load + 0.05 * torch.randn(n, generator=g)
    setpoint = torch.where(occupied > 0, torch.tensor(6.5), torch.tensor(8.0))
    supply = torch.empty(n)
    temp = 7.5
    for k in range(n):
        staged = 1.0 if load[k] > 0.6 else 0.0
        target = setpoint[k] + 2.2 * load[k] - 1.1 * staged
        temp = temp + 0.35 * (float(target) - temp) + 0.05 * float(torch.randn((), generator=g))
        supply[k] = temp
    return PlantLog(supply, load, setpoint)


def windows(log, history=48, horizon=16, stride=5):
    mean, std = log.supply.mean(), log.supply.std()
    sup = (log.supply - mean) / std
    sp = (log.setpoint - 7.25) / 0.75
    past, future_exo, future_y = [], [], []
    for s in range(0, log.supply.numel() - history - horizon, stride):
        h = slice(s, s + history)
        f = slice(s + history, s + history + horizon)
        past.append(torch.stack([sup[h], log.load[h], sp[h]], -1))
        future_exo.append(torch.stack([log.load[f], sp[f]], -1))
        future_y.append(sup[f])
    return torch.stack(past), torch.stack(future_exo), torch.stack(future_y), (mean, std)
