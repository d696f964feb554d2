import torch


class SyntheticReplay:
    """Replay buffer pre-filled with random transitions from a linear toy system."""

    def __init__(self, size, state_dim, action_dim):
        self.s = torch.randn(size, state_dim)
        self.a = torch.rand(size, action_dim) * 2 - 1
        drift = torch.randn(action_dim, state_dim) * 0.1
        self.s2 = self.s + self.a @ drift
        self.r = -(self.s2 ** 2).sum(dim=1)
        self.done = (torch.rand(size) < 0.05).float()

    def sample(self, n):
        idx = torch.randint(0, self.s.size(0), (n,))
        return self.s[idx], self.a[idx], self.r[idx], self.s2[idx], self.done[idx]
