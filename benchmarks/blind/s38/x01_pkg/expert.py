import math

import torch


def expert_action(obs):
    cos, sin, omega = obs.unbind(-1)
    theta = torch.atan2(sin, cos)
    return torch.clamp(-2.0 * theta - 0.5 * omega, -2.0, 2.0).unsqueeze(-1)


def sample_states(n, generator=None):
    theta = (torch.rand(n, generator=generator) * 2 - 1) * math.pi
    omega = torch.randn(n, generator=generator)
    return torch.stack([theta.cos(), theta.sin(), omega], dim=-1)


class DemonstrationBuffer:
    def __init__(self, size, seed=0):
        g = torch.Generator().manual_seed(seed)
        self.obs = sample_states(size, g)
        self.act = expert_action(self.obs)

    def __len__(self):
        return self.obs.shape[0]

    def sample(self, n):
        idx = torch.randint(0, len(self), (n,))
        return self.obs[idx], self.act[idx]
