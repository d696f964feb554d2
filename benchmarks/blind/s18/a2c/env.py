import torch


class DriftEnv:
    """1-D point that must be pushed towards the origin; observation = (position, velocity)."""

    def __init__(self, horizon=20, seed=0):
        self.horizon = horizon
        self.g = torch.Generator().manual_seed(seed)
        self.reset()

    def reset(self):
        self.t = 0
        self.state = torch.randn(2, generator=self.g)
        return self.state.clone()

    def step(self, action):
        force = 0.2 if action == 1 else -0.2
        pos, vel = self.state.tolist()
        vel = 0.9 * vel + force
        pos = pos + 0.1 * vel
        self.state = torch.tensor([pos, vel])
        self.t += 1
        reward = -abs(pos)
        done = self.t >= self.horizon
        return self.state.clone(), reward, done
