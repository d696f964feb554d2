import math

import torch

HEAT_LEVELS = torch.tensor([0.0, 0.8, 1.6, 2.4])   # kW of reheat per zone


class ZoneBank:
    """A batch of thermal zones: first-order RC model driven by weather and occupancy."""

    n_actions = len(HEAT_LEVELS)
    obs_dim = 6

    def __init__(self, cfg, *, gen):
        self.cfg, self.gen = cfg, gen
        n = cfg.n_zones
        self.r = 2.0 + torch.rand(n, generator=gen)          # thermal resistance
        self.c = 1.5 + torch.rand(n, generator=gen)          # capacity
        self.reset()

    def reset(self):
        self.hour = torch.zeros(self.cfg.n_zones)
        self.temp = 19.0 + 3.0 * torch.rand(self.cfg.n_zones, generator=self.gen)
        return self.observe()

    def outdoor(self):
        return 5.0 + 6.0 * torch.sin(2 * math.pi * (self.hour - 9) / 24)

    def occupied(self):
        h = self.hour % 24
        return ((h >= 8) & (h < 18)).float()

    def observe(self):
        ang = 2 * math.pi * (self.hour % 24) / 24
        return torch.stack([(self.temp - 22) / 3, (self.outdoor() - 5) / 6, torch.sin(ang),
                            torch.cos(ang), self.occupied(), self.r - 2.5], dim=-1)

    def step(self, action):
        heat = HEAT_LEVELS[action]
        t_out = self.outdoor()
        self.temp = self.temp + ((t_out - self.temp) / self.r + 4.0 * heat) / self.c \
            + 0.1 * torch.randn(self.cfg.n_zones, generator=self.gen)
        self.hour = self.hour + 1
        occ = self.occupied()
        below = (self.cfg.comfort_low - self.temp).clamp(min=0)
        above = (self.temp - self.cfg.comfort_high).clamp(min=0)
        reward = -occ * (below + above) - self.cfg.energy_price * heat
        done = (self.hour >= self.cfg.episode_hours).float()
        return self.observe(), reward, done
