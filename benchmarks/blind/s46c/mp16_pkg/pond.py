import math

import torch


class SkippingPond:
    """A practice session of 10 throws on a lake with a drifting breeze.  The state is the current
    technique (tilt of the stone against the water, throw speed, spin) plus the wind; the action
    adjusts the technique before the next throw.  Reward: number of skips (smooth surrogate).
    The classic optimum is a ~20 degree attack angle, a fast throw and lots of spin.
    """

    obs_dim, act_dim = 4, 3

    def __init__(self, throws=10, seed=0):
        self.throws = throws
        self.gen = torch.Generator().manual_seed(seed)

    def reset(self):
        self.k = 0
        self.tech = torch.rand(3, generator=self.gen) * torch.tensor([40.0, 6.0, 8.0]) + torch.tensor([5.0, 2.0, 0.0])
        self.wind = float(torch.randn(1, generator=self.gen))
        return self._obs()

    def _obs(self):
        angle, speed, spin = self.tech.tolist()
        return torch.tensor([(angle - 20.0) / 20.0, (speed - 8.0) / 4.0, spin / 10.0, self.wind])

    def _skips(self):
        angle, speed, spin = self.tech.tolist()
        angle_term = math.exp(-((angle - 20.0 + 2.0 * self.wind) / 8.0) ** 2)
        return 25.0 * angle_term * (1 - math.exp(-speed / 6.0)) * (1 - math.exp(-spin / 6.0))

    def step(self, action):
        delta = action.clamp(-1, 1) * torch.tensor([5.0, 1.0, 1.5])
        self.tech = (self.tech + delta).clamp(torch.tensor([0.0, 1.0, 0.0]), torch.tensor([80.0, 14.0, 20.0]))
        self.wind = 0.8 * self.wind + 0.3 * float(torch.randn(1, generator=self.gen))
        self.k += 1
        return self._obs(), self._skips() / 10.0, self.k >= self.throws
