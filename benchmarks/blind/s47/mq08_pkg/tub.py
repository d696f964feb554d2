import torch


class BathtubBank:
    """N tubs stepped together. obs = (level error, inflow, plug opening, vortex strength);
    actions 0/1/2 = close a notch / hold / open a notch. A strong drain vortex gulps air and
    drains less than the opening suggests."""

    n_actions, obs_dim = 3, 4

    def __init__(self, n, seed):
        self.n, self.gen = n, torch.Generator().manual_seed(seed)
        self.reset()

    def reset(self):
        self.level = 0.5 + 0.1 * torch.randn(self.n, generator=self.gen)
        self.inflow = 0.03 + 0.01 * torch.rand(self.n, generator=self.gen)
        self.plug = torch.full((self.n,), 0.5)
        return self._obs()

    def _vortex(self):
        return torch.sigmoid(8 * (self.plug - 0.6)) * (self.level < 0.4).float()

    def _obs(self):
        return torch.stack([self.level - 0.5, self.inflow * 10, self.plug, self._vortex()], dim=1)

    def step(self, action):
        self.plug = (self.plug + 0.1 * (action.float() - 1)).clamp(0.0, 1.0)
        self.inflow = (self.inflow + 0.002 * torch.randn(self.n, generator=self.gen)).clamp(0.0, 0.08)
        outflow = 0.12 * self.plug * self.level.clamp(min=0).sqrt() * (1 - 0.5 * self._vortex())
        self.level = (self.level + self.inflow - outflow).clamp(0.0, 1.2)
        reward = -(self.level - 0.5).abs() - 0.5 * (self.level > 1.0).float()
        return self._obs(), reward
