"""A tiny 2-D reacher: move a point towards a goal with bounded velocity commands."""
import numpy as np


class PointReacher:
    def __init__(self, max_steps=100, seed=0):
        self.rng = np.random.default_rng(seed)
        self.max_steps = max_steps
        self.obs_dim = 4
        self.act_dim = 2
        self.act_limit = 1.0

    def reset(self):
        self.t = 0
        self.pos = self.rng.uniform(-1, 1, size=2)
        self.goal = self.rng.uniform(-1, 1, size=2)
        return self._obs()

    def _obs(self):
        return np.concatenate([self.pos, self.goal]).astype(np.float32)

    def step(self, action):
        action = np.clip(action, -self.act_limit, self.act_limit)
        self.pos = np.clip(self.pos + 0.05 * action, -1.5, 1.5)
        self.t += 1
        dist = np.linalg.norm(self.pos - self.goal)
        reward = -dist - 0.01 * float(np.square(action).sum())
        done = dist < 0.05 or self.t >= self.max_steps
        return self._obs(), reward, done, {}
