import numpy as np


class YoYoSleeperEnv:
    """obs = (spin rate / 100 rad/s, height above floor m, string slack); action = wrist tug in [-1, 1].
    A good tug keeps the spin high without letting the yo-yo climb back up too early."""

    obs_dim, act_dim = 3, 1

    def __init__(self, seed=0, horizon=30):
        self.rng, self.horizon = np.random.default_rng(seed), horizon

    def reset(self):
        self.t = 0
        self.spin = self.rng.uniform(0.6, 1.0)
        self.height = 0.2
        self.slack = self.rng.uniform(0.0, 0.3)
        return self._obs()

    def _obs(self):
        return np.array([self.spin, self.height, self.slack], dtype=np.float32)

    def step(self, action):
        tug = float(np.clip(action[0], -1.0, 1.0))
        friction = 0.02 + 0.05 * max(tug, 0.0) + 0.01 * self.rng.standard_normal()
        self.spin = max(0.0, self.spin * (1.0 - friction) + 0.03 * max(-tug, 0.0))
        self.slack = float(np.clip(self.slack - 0.1 * tug + 0.02 * self.rng.standard_normal(), 0.0, 1.0))
        self.height = float(np.clip(self.height + 0.1 * tug * self.spin, 0.0, 1.0))
        self.t += 1
        reward = self.spin - 0.5 * self.height - 0.2 * abs(self.slack - 0.3)
        return self._obs(), float(reward), self.t >= self.horizon
