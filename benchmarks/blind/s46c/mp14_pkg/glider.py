import math

import torch


class PaperGlider:
    """Longitudinal point-mass glider: pitch, airspeed, pitch rate, height above the floor.
    The (imaginary) servo bends the elevator tab (action in [-1, 1]).  Too much up-trim stalls it,
    too little dives it into the carpet.  Reward: horizontal distance covered each step.
    """

    obs_dim, act_dim = 4, 1

    def __init__(self, dt=0.05, seed=0):
        self.dt = dt
        self.gen = torch.Generator().manual_seed(seed)

    def reset(self):
        self.pitch = 0.1 * float(torch.randn(1, generator=self.gen))
        self.speed, self.rate, self.height, self.steps = 4.0, 0.0, 1.8, 0
        return self._obs()

    def _obs(self):
        return torch.tensor([self.pitch, (self.speed - 4.0) / 2.0, self.rate, self.height - 1.0])

    def step(self, action):
        tab = max(-1.0, min(1.0, float(action)))
        lift = 0.35 * self.speed ** 2 * (0.1 + self.pitch + 0.1 * tab) / 16.0
        stall = self.pitch > 0.35
        self.rate += self.dt * (4.0 * tab - 2.5 * self.pitch - 1.0 * self.rate + (-3.0 if stall else 0.0))
        self.pitch += self.dt * self.rate
        self.speed = max(0.5, self.speed + self.dt * (-9.81 * math.sin(self.pitch) - 0.08 * self.speed ** 2))
        self.height += self.dt * (self.speed * math.sin(self.pitch) + (lift - 1.0) * 1.5)
        self.steps += 1
        dx = self.dt * self.speed * math.cos(self.pitch)
        done = self.height <= 0.0 or self.steps >= 80
        return self._obs(), dx - (0.05 if stall else 0.0), done
