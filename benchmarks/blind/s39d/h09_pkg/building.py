"""Single thermal zone with a heat pump: keep 21 C indoors while the outdoor air follows a daily cycle."""
import math

import torch

P_MIN, P_MAX = 0.0, 1.0


class ThermalZone:
    obs_dim, act_dim = 4, 1

    def __init__(self, dt_h=0.25):
        self.dt = dt_h

    def _outdoor(self):
        return 4.0 + 6.0 * math.sin(2 * math.pi * (self.t - 9.0) / 24.0)

    def _obs(self):
        ang = 2 * math.pi * self.t / 24.0
        return torch.tensor([(self.temp - 21.0) / 5.0, (self._outdoor() - 21.0) / 10.0, math.sin(ang), math.cos(ang)])

    def reset(self):
        self.t = float(torch.randint(0, 24, ()))
        self.temp = float(torch.empty(1).uniform_(16.0, 24.0))
        return self._obs()

    def step(self, action):
        power = float(action.clamp(P_MIN, P_MAX))
        loss_to_outside = 0.15 * (self.temp - self._outdoor())
        self.temp += self.dt * (8.0 * power - loss_to_outside)
        self.t = (self.t + self.dt) % 24.0
        comfort = (self.temp - 21.0) ** 2
        return self._obs(), -(0.2 * comfort + 0.3 * power)
