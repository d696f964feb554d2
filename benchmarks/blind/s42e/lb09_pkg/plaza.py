"""Synthetic toll-plaza counts: 12 five-minute arrival counts for 6 lanes plus lane state
-> queue length per lane ten minutes later."""
import math

import torch

LANES = 6
WINDOW = 12


def plaza_snapshots(n, gen):
    hour = 24 * torch.rand(n, 1, generator=gen)
    rush = torch.exp(-((hour - 8) / 1.5) ** 2) + 0.8 * torch.exp(-((hour - 17.5) / 1.8) ** 2)
    rate = 4 + 30 * rush                                                  # veh / 5 min / lane
    lane_bias = torch.tensor([1.3, 1.1, 1.0, 1.0, 0.8, 0.6])
    arrivals = torch.poisson((rate * lane_bias).unsqueeze(-1).expand(n, LANES, WINDOW)
                             * (0.9 + 0.2 * torch.rand(n, LANES, WINDOW, generator=gen)),
                             generator=gen)
    etc = 0.3 + 0.6 * torch.rand(n, LANES, generator=gen)                # tag share
    open_ = (torch.rand(n, LANES, generator=gen) > 0.15).float()
    service = open_ * (12 + 40 * etc)                                     # veh / 5 min
    load = arrivals[:, :, -3:].mean(-1) - service
    queue = torch.poisson(torch.nn.functional.softplus(load) * 1.5 + 0.5, generator=gen)
    feats = torch.cat([(arrivals - 20) / 10, etc.unsqueeze(-1), open_.unsqueeze(-1),
                       torch.sin(2 * math.pi * hour / 24).unsqueeze(-1).expand(n, LANES, 1),
                       torch.cos(2 * math.pi * hour / 24).unsqueeze(-1).expand(n, LANES, 1)], dim=-1)
    return feats, queue
