"""Synthetic hourly downlink traffic of cell towers: daily and weekly cycles, events, noise."""
import math

import torch

WINDOW = 24


def towers(n_towers, n_hours, generator):
    t = torch.arange(n_hours, dtype=torch.float32)
    scale = 0.5 + torch.rand(n_towers, 1, generator=generator)
    phase = 0.6 * torch.randn(n_towers, 1, generator=generator)
    daily = torch.sin(2 * math.pi * t / 24 + phase) + 0.4 * torch.sin(4 * math.pi * t / 24)
    weekly = 0.3 * torch.sin(2 * math.pi * t / 168)
    events = (torch.rand(n_towers, n_hours, generator=generator) < 0.01).float()
    events = torch.nn.functional.conv1d(events.unsqueeze(1), torch.ones(1, 1, 4), padding=3)
    load = scale * (1.5 + daily + weekly) + 0.8 * events.squeeze(1)[:, :n_hours]
    return load + 0.1 * torch.randn(n_towers, n_hours, generator=generator)


def windows(load, hours):
    x = load[:, hours[0]:hours[1]].unfold(1, WINDOW + 1, 1).reshape(-1, WINDOW + 1)
    return x[:, :WINDOW], x[:, WINDOW]
