import math

import torch


class SleepingYoYo:
    """A yo-yo spinning at the end of its string.  Bearing friction slowly bleeds spin; a tug of the
    hand (action in [-2, 2]) pumps spin back in, but tugging too hard makes the yo-yo climb back up
    the string and ends the trick.
    """

    obs_dim, act_dim = 3, 1

    def __init__(self, target_spin=1.0, horizon=64, seed=0):
        self.target, self.horizon = target_spin, horizon
        self.gen = torch.Generator().manual_seed(seed)

    def reset(self):
        self.t = 0
        self.spin = 0.8 + 0.4 * float(torch.rand(1, generator=self.gen))
        self.climb = 0.0
        return self._obs()

    def _obs(self):
        return torch.tensor([self.spin - self.target, self.climb, math.cos(0.3 * self.t)])

    def step(self, action):
        tug = max(-2.0, min(2.0, float(action)))
        self.spin += 0.15 * tug - 0.04 * self.spin + 0.01 * float(torch.randn(1, generator=self.gen))
        self.climb = max(0.0, 0.7 * self.climb + 0.25 * max(tug - 1.0, 0.0))
        self.t += 1
        reward = 1.0 - (self.spin - self.target) ** 2 - 2.0 * self.climb
        done = self.t >= self.horizon or self.climb > 0.5
        return self._obs(), reward, done
