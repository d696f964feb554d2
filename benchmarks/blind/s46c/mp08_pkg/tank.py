import math

import torch


class PlantedTank:
    """Dissolved CO2 in a 60 l planted tank.  Plants take CO2 up only while the light is on; surface
    agitation off-gasses it.  The valve (action in [-1, 1], mapped to 0..1) bubbles CO2 in.
    Fish get stressed above ~35 ppm, plants starve below ~20 ppm.
    """

    obs_dim, act_dim = 4, 1

    def __init__(self, day_length=24, days=2, seed=0):
        self.day_length, self.horizon = day_length, days * day_length
        self.gen = torch.Generator().manual_seed(seed)

    def reset(self):
        self.t = 0
        self.co2 = 10.0 + 10.0 * float(torch.rand(1, generator=self.gen))
        return self._obs()

    def _light(self):
        return 1.0 if (self.t % self.day_length) < 0.5 * self.day_length else 0.0

    def _obs(self):
        phase = 2 * math.pi * self.t / self.day_length
        return torch.tensor([(self.co2 - 28.0) / 10.0, self._light(), math.sin(phase), math.cos(phase)])

    def step(self, action):
        valve = 0.5 * (max(-1.0, min(1.0, action.item())) + 1.0)
        uptake = 1.5 * self._light() * self.co2 / (self.co2 + 10.0)
        self.co2 += 4.0 * valve - uptake - 0.08 * (self.co2 - 3.0) + 0.2 * float(torch.randn(1, generator=self.gen))
        self.co2 = max(self.co2, 0.0)
        self.t += 1
        reward = -((self.co2 - 28.0) / 10.0) ** 2 - (2.0 if self.co2 > 35.0 else 0.0) - 0.05 * valve
        return self._obs(), reward, self.t >= self.horizon
