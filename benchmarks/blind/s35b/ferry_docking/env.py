"""A batch of ferries making the final approach to a berth (1-D, distances in 10 m)."""
import torch

THRUST = (-2.0, -1.0, 0.0, 1.0)  # full astern, half astern, neutral, ahead


class Approach:
    def __init__(self, n_ferries, steps=30, seed=0):
        self.n, self.steps = n_ferries, steps
        self.gen = torch.Generator().manual_seed(seed)
        self.thrust = torch.tensor(THRUST)

    def reset(self):
        self.t = 0
        self.dist = 4.0 + 2.0 * torch.rand(self.n, generator=self.gen)
        self.speed = 0.35 + 0.15 * torch.rand(self.n, generator=self.gen)
        self.current = 0.03 * torch.randn(self.n, generator=self.gen)
        return self.observe()

    def observe(self):
        left = torch.full((self.n,), 1.0 - self.t / self.steps)
        return torch.stack([self.dist, self.speed, self.current / 0.03, left], dim=1)

    def step(self, action):
        accel = 0.04 * self.thrust[action] + self.current - 0.02 * self.speed
        self.speed = self.speed + accel
        self.dist = self.dist - self.speed
        self.t += 1
        reward = -0.02 * self.dist.abs() - 2.0 * (self.dist < 0).float() * self.speed.abs()
        done = self.t >= self.steps
        if done:
            reward = reward - (self.dist.abs() + 4.0 * self.speed.abs())
        return self.observe(), reward, done
