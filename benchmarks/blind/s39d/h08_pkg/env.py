"""Irrigation reservoir: keep the water level near 60 % while the inflow drifts."""
import torch


class Reservoir:
    obs_dim, act_dim = 2, 1

    def reset(self):
        self.level = float(torch.empty(1).uniform_(0.2, 0.9))
        self.inflow = float(torch.empty(1).uniform_(0.02, 0.08))
        return self.obs()

    def obs(self):
        return torch.tensor([self.level, self.inflow * 10.0])

    def step(self, action):
        valve = 0.5 * (float(action.clamp(-1, 1)) + 1.0)       # 0 = closed, 1 = fully open
        self.inflow = min(max(self.inflow + 0.005 * float(torch.randn(())), 0.0), 0.12)
        self.level = min(max(self.level + self.inflow - 0.12 * valve, 0.0), 1.0)
        reward = -((self.level - 0.6) ** 2) * 10.0 - 0.05 * valve
        return self.obs(), reward
