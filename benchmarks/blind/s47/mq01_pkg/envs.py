"""Stone-skipping environment and a flat replay buffer."""
import numpy as np
import torch


class StoneSkipEnv:
    """The thrower corrects wrist tilt during the release; flat stones skip best near ~20 degrees.

    obs = (horizontal speed m/s, tilt rad, release height m); action = tilt correction in [-1, 1].
    """

    obs_dim, act_dim = 3, 1

    def __init__(self, seed=0, horizon=12):
        self.rng, self.horizon = np.random.default_rng(seed), horizon
        self.t, self.state = 0, None

    def reset(self):
        self.t = 0
        self.state = np.array([self.rng.uniform(4.0, 9.0), self.rng.uniform(-0.6, 0.6),
                               self.rng.uniform(0.3, 1.2)], dtype=np.float32)
        return self.state.copy()

    def step(self, action):
        speed, tilt, height = self.state
        tilt = float(np.clip(tilt + 0.25 * float(action[0]), -1.2, 1.2))
        ideal = 0.35 - 0.02 * (speed - 6.0)
        speed = speed * 0.97 + self.rng.normal(0.0, 0.05)
        height = max(0.05, height - 0.06)
        self.state = np.array([speed, tilt, height], dtype=np.float32)
        self.t += 1
        skip_quality = np.exp(-8.0 * (tilt - ideal) ** 2)
        reward = float(skip_quality - 0.05 * float(action[0]) ** 2)
        return self.state.copy(), reward, self.t >= self.horizon


class ReplayBuffer:
    def __init__(self, obs_dim, act_dim, capacity=20000, seed=0):
        dims = {"obs": obs_dim, "act": act_dim, "reward": 1, "next_obs": obs_dim, "done": 1}
        self.store = {k: torch.zeros(capacity, d) for k, d in dims.items()}
        self.capacity, self.ptr, self.size = capacity, 0, 0
        self.gen = torch.Generator().manual_seed(seed)

    def add(self, o, a, r, o2, d):
        for k, v in zip(self.store, (o, a, [r], o2, [float(d)])):
            self.store[k][self.ptr] = torch.as_tensor(np.asarray(v, dtype=np.float32))
        self.ptr = (self.ptr + 1) % self.capacity
        self.size = min(self.size + 1, self.capacity)

    def sample(self, n):
        idx = torch.randint(0, self.size, (n,), generator=self.gen)
        return {k: v[idx] for k, v in self.store.items()}
