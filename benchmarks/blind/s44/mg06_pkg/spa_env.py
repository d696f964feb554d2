"""A batch of hot tubs, one step = 30 minutes. Observation: free chlorine (ppm), bathers,
water temperature, time of day. Actions: dose 0 / 0.5 / 1 / 2 ppm of chlorine."""
import math

import torch

DOSES = torch.tensor([0.0, 0.5, 1.0, 2.0])
TARGET_PPM = 3.0


class HotTubFleet:
    n_actions = len(DOSES)
    obs_dim = 5

    def __init__(self, n_tubs=16, horizon=48, seed=0):
        self.n, self.horizon = n_tubs, horizon
        self.g = torch.Generator().manual_seed(seed)
        self.reset()

    def _rand(self, *shape):
        return torch.rand(*shape, generator=self.g)

    def reset(self):
        self.t = 0
        self.cl = 1.0 + 3.0 * self._rand(self.n)
        self.temp = 37.0 + 3.0 * self._rand(self.n)
        self.bathers = torch.zeros(self.n)
        return self.obs()

    def obs(self):
        phase = 2 * math.pi * self.t / self.horizon
        return torch.stack([
            self.cl / 3.0 - 1.0,
            self.bathers / 3.0,
            (self.temp - 38.5) / 1.5,
            torch.full((self.n,), math.sin(phase)),
            torch.full((self.n,), math.cos(phase)),
        ], dim=1)

    def step(self, action):
        evening = 0.5 + 0.5 * math.sin(2 * math.pi * (self.t - 12) / self.horizon)
        self.bathers = torch.poisson(torch.full((self.n,), 3.0 * evening), generator=self.g).clamp(max=6)
        demand = 0.05 + 0.06 * self.bathers + 0.02 * (self.temp - 37.0)
        self.cl = (self.cl * (1 - demand) + 0.9 * DOSES[action] + 0.05 * torch.randn(self.n, generator=self.g)).clamp(min=0)
        reward = -(self.cl - TARGET_PPM).abs() - 0.05 * DOSES[action] - 2.0 * (self.cl < 1.0).float()
        self.t += 1
        done = torch.full((self.n,), float(self.t >= self.horizon))
        return self.obs(), reward, done
