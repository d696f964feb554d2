import math

import torch


class KiteLineEnv:
    """Two-line stunt kite on a short tether; the flyer reels line in or out to keep tension near a set point.

    obs = [tension error, line angle, angular rate, gust phase]; action in [-1, 1] is the reel speed.
    """

    obs_dim, act_dim = 4, 1

    def __init__(self, target_tension=1.0, horizon=50, dt=0.1, seed=0):
        self.target, self.horizon, self.dt = target_tension, horizon, dt
        self.gen = torch.Generator().manual_seed(seed)

    def _obs(self):
        return torch.tensor([self._tension() - self.target, self.theta, self.omega, math.sin(0.15 * self.t)], dtype=torch.float32)

    def _tension(self, reel=0.0):
        return 1.0 + 0.8 * self.theta + 0.3 * self.omega - 0.2 * reel

    def reset(self):
        self.t, self.omega = 0, 0.0
        self.theta = float(torch.empty(1).uniform_(-0.3, 0.3, generator=self.gen))
        return self._obs()

    def step(self, action):
        reel = max(-1.0, min(1.0, float(action)))
        gust = 0.3 * math.sin(0.15 * self.t) + 0.05 * float(torch.randn(1, generator=self.gen))
        self.omega += self.dt * (-1.5 * self.theta - 0.4 * self.omega + 0.8 * reel + gust)
        self.theta += self.dt * self.omega
        self.t += 1
        err = self._tension(reel) - self.target
        reward = -(err ** 2) - 0.05 * reel ** 2
        done = self.t >= self.horizon
        return self._obs(), reward, done
