import math

import torch


class SwayingFeeder:
    """A tube feeder on a 60 cm chain from a branch.  Wind gusts set it swinging and scare the finches
    away; a small motor slides a counterweight along the perch (action in [-1, 1]) to damp the sway.
    Reward: finches stay (sway below ~0.1 rad) minus motor effort.
    """

    obs_dim, act_dim = 4, 1

    def __init__(self, horizon=50, seed=0):
        self.horizon = horizon
        self.gen = torch.Generator().manual_seed(seed)

    def reset(self):
        self.t, self.angle, self.rate = 0, 0.3 * (2 * float(torch.rand(1, generator=self.gen)) - 1), 0.0
        self.wind = 0.0
        return self._obs()

    def _obs(self):
        return torch.tensor([self.angle, self.rate, self.wind, math.sin(0.2 * self.t)])

    def step(self, action):
        u = max(-1.0, min(1.0, float(action)))
        self.wind = 0.8 * self.wind + 0.2 * float(torch.randn(1, generator=self.gen))
        self.rate += 0.1 * (-16.3 * math.sin(self.angle) - 0.1 * self.rate + 3.0 * u + self.wind)
        self.angle += 0.1 * self.rate
        self.t += 1
        reward = (1.0 if abs(self.angle) < 0.1 else 0.0) - 0.5 * self.angle ** 2 - 0.02 * u * u
        return self._obs(), reward, self.t >= self.horizon
