import math
from dataclasses import dataclass

import torch


@dataclass(frozen=True)
class DampedOscillator:
    omega: float = 2.0
    zeta: float = 0.15
    x0: float = 1.0
    v0: float = 0.0

    def exact_position(self, t):
        wd = self.omega * math.sqrt(1 - self.zeta ** 2)
        decay = torch.exp(-self.zeta * self.omega * t)
        c2 = (self.v0 + self.zeta * self.omega * self.x0) / wd
        return decay * (self.x0 * torch.cos(wd * t) + c2 * torch.sin(wd * t))

    def rhs(self, x, v):
        return v, -2 * self.zeta * self.omega * v - self.omega ** 2 * x
