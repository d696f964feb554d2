import math

import torch

ORDER_SIZES = torch.tensor([0.0, 2.0, 4.0, 6.0, 8.0])
CAPACITY = 24.0


class Warehouses:
    """A batch of independent single-item depots with a weekly demand cycle."""

    def __init__(self, count, generator):
        self.count = count
        self.gen = generator
        self.phase = torch.rand(count, generator=generator) * 2 * math.pi
        self.reset()

    def reset(self):
        self.stock = torch.full((self.count,), 8.0)
        self.day = torch.zeros(self.count)
        return self.observe()

    def rate(self, day):
        return 4.0 + 3.0 * torch.sin(2 * math.pi * day / 7 + self.phase)

    def observe(self):
        angle = 2 * math.pi * (self.day + 1) / 7 + self.phase
        return torch.stack([self.stock / CAPACITY, torch.sin(angle), torch.cos(angle)], dim=1)

    def step(self, choice):
        ordered = ORDER_SIZES[choice]
        self.stock = torch.clamp(self.stock + ordered, max=CAPACITY)
        self.day = self.day + 1
        demand = torch.poisson(self.rate(self.day), generator=self.gen)
        sold = torch.minimum(self.stock, demand)
        unmet = demand - sold
        self.stock = self.stock - sold
        cost = 0.05 * self.stock + 1.0 * unmet + 0.1 * ordered + 0.3 * (ordered > 0).float()
        return self.observe(), -cost / 4.0
