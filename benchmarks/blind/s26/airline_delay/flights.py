import math

import torch

AIRPORTS = 200
CARRIERS = 9


def simulate(count, seed):
    g = torch.Generator().manual_seed(seed)
    hub_load = torch.rand(AIRPORTS, generator=g) * 2.0 - 0.6
    carrier_slack = torch.randn(CARRIERS, generator=g) * 0.7
    origin = torch.randint(0, AIRPORTS, (count,), generator=g)
    dest = (origin + torch.randint(1, AIRPORTS, (count,), generator=g)) % AIRPORTS
    carrier = torch.randint(0, CARRIERS, (count,), generator=g)
    hour = torch.randint(5, 24, (count,), generator=g).float()
    storm = torch.rand(count, generator=g) ** 3
    distance = 200 + 2500 * torch.rand(count, generator=g)
    logit = (hub_load[origin] + 0.5 * hub_load[dest] + carrier_slack[carrier]
             + 0.12 * (hour - 14) + 3.0 * storm - 0.0002 * distance - 0.8)
    delayed = torch.bernoulli(torch.sigmoid(logit), generator=g)
    dense = torch.stack([
        torch.sin(2 * math.pi * hour / 24), torch.cos(2 * math.pi * hour / 24),
        storm, distance / 1000.0,
    ], dim=1)
    return {"origin": origin, "dest": dest, "carrier": carrier, "dense": dense}, delayed


def take(features, rows):
    return {name: value[rows] for name, value in features.items()}
