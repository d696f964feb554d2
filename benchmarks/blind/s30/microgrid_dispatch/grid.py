import math

import torch

HOURS = 24
CAPACITY_KWH = 40.0
POWER_KW = 10.0
EXPORT_RATIO = 0.4
ACTIONS = ("charge", "idle", "discharge")


class Microgrid:
    """Batch of sites with rooftop PV, a battery and a time-of-use tariff."""

    obs_dim = 7

    def __init__(self, n_sites, seed):
        self.n = n_sites
        self.gen = torch.Generator().manual_seed(seed)

    def _profiles(self):
        hours = torch.arange(HOURS, dtype=torch.float32)
        base = 4.0 + 6.0 * torch.exp(-((hours - 19.0) / 2.5) ** 2) + 2.0 * torch.exp(-((hours - 8.0) / 1.5) ** 2)
        self.demand = base * (0.8 + 0.4 * torch.rand(self.n, 1, generator=self.gen))
        cloud = 0.3 + 0.7 * torch.rand(self.n, 1, generator=self.gen)
        self.solar = cloud * 14.0 * torch.clamp(torch.sin(math.pi * (hours - 6.0) / 13.0), min=0.0)
        self.price = torch.where((hours >= 16) & (hours < 21), 0.45, torch.where(hours < 7, 0.12, 0.22)).expand(self.n, HOURS)

    def reset(self):
        self._profiles()
        self.hour = 0
        self.soc = 0.2 + 0.3 * torch.rand(self.n, generator=self.gen)
        return self.observe()

    def observe(self):
        h = self.hour
        angle = 2 * math.pi * torch.full((self.n,), h / HOURS)
        return torch.stack(
            [
                self.soc,
                self.demand[:, h] / 10.0,
                self.solar[:, h] / 10.0,
                self.price[:, h] / 0.45,
                torch.sin(angle),
                torch.cos(angle),
                torch.full((self.n,), (HOURS - h) / HOURS),
            ],
            dim=1,
        )

    def step(self, action):
        h = self.hour
        flow = (1 - action).float() * POWER_KW
        room = (1.0 - self.soc) * CAPACITY_KWH
        stored = self.soc * CAPACITY_KWH
        flow = torch.minimum(flow, room)
        flow = torch.maximum(flow, -stored)
        self.soc = self.soc + flow / CAPACITY_KWH
        net = self.demand[:, h] - self.solar[:, h] + flow
        cost = torch.where(net > 0, net * self.price[:, h], net * self.price[:, h] * EXPORT_RATIO)
        self.hour += 1
        done = self.hour == HOURS
        obs = None if done else self.observe()
        return obs, -cost, done
