import math
import torch
import torch.nn as nn

from .layers import ActNorm, AffineCoupling


class CMDFlow(nn.Module):
    def __init__(self, dim=2, n_blocks=6, width=64):
        super().__init__()
        steps = []
        for k in range(n_blocks):
            mask = torch.tensor([1.0, 0.0]) if k % 2 == 0 else torch.tensor([0.0, 1.0])
            steps.append(ActNorm(dim))
            steps.append(AffineCoupling(dim, mask, width))
        self.steps = nn.ModuleList(steps)
        self.dim = dim

    def forward(self, x):
        log_det = torch.zeros(x.shape[0])
        for step in self.steps:
            x, ld = step(x)
            log_det = log_det + ld
        return x, log_det

    def log_prob(self, x):
        z, log_det = self(x)
        base = -0.5 * (z ** 2).sum(-1) - 0.5 * self.dim * math.log(2 * math.pi)
        return base + log_det

    @torch.no_grad()
    def sample(self, n):
        z = torch.randn(n, self.dim)
        for step in reversed(self.steps):
            z = step.inverse(z)
        return z
