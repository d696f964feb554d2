import numpy as np
import torch


class TiltedHourglassEnv:
    """obs = (sand left in top bulb, fraction of target time elapsed, tilt rad, neck clogging);
    action = tilt change. Flow through the neck falls with tilt (Beverloo-like, ~cos^1.5) and with
    occasional clogging; reward tracks the ideal linear emptying schedule."""

    obs_dim, act_dim = 4, 1

    def __init__(self, seed=0, horizon=20):
        self.rng, self.horizon = np.random.default_rng(seed), horizon

    def reset(self):
        self.t, self.sand, self.tilt = 0, 1.0, 0.0
        self.base_flow = self.rng.uniform(0.05, 0.08)
        self.clog = 0.0
        return self._obs()

    def _obs(self):
        return np.array([self.sand, self.t / self.horizon, self.tilt, self.clog], dtype=np.float32)

    def step(self, action):
        self.tilt = float(np.clip(self.tilt + 0.2 * float(action[0]), 0.0, 1.3))
        self.clog = 0.7 * self.clog + (0.3 if self.rng.random() < 0.1 else 0.0)
        flow = self.base_flow * np.cos(self.tilt) ** 1.5 * (1.0 - self.clog)
        self.sand = max(0.0, self.sand - flow)
        self.t += 1
        reward = -abs(self.sand - (1.0 - self.t / self.horizon)) - 0.01 * float(action[0]) ** 2
        return self._obs(), reward, self.t >= self.horizon


class Replay:
    def __init__(self, cap, obs_dim, act_dim):
        self.data = {"o": torch.zeros(cap, obs_dim), "a": torch.zeros(cap, act_dim), "r": torch.zeros(cap, 1),
                     "o2": torch.zeros(cap, obs_dim), "d": torch.zeros(cap, 1)}
        self.n, self.cap = 0, cap

    def push(self, o, a, r, o2, d):
        i = self.n % self.cap
        for k, v in zip(("o", "a", "r", "o2", "d"), (o, a, [r], o2, [float(d)])):
            self.data[k][i] = torch.as_tensor(np.asarray(v, dtype=np.float32))
        self.n += 1

    def sample(self, bs):
        idx = torch.randint(0, min(self.n, self.cap), (bs,))
        return {k: v[idx] for k, v in self.data.items()}
