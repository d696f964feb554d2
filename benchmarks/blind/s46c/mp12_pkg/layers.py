import torch
import torch.nn as nn


def orthogonal_init(module, gain=1.0):
    for m in module.modules():
        if isinstance(m, nn.Linear):
            nn.init.orthogonal_(m.weight, gain=gain)
            nn.init.zeros_(m.bias)
    return module


class RunningNorm(nn.Module):
    def __init__(self, dim, momentum=0.01):
        super().__init__()
        self.register_buffer("mean", torch.zeros(dim))
        self.register_buffer("var", torch.ones(dim))
        self.momentum = momentum

    @torch.no_grad()
    def update(self, x):
        self.mean.lerp_(x.mean(0), self.momentum)
        self.var.lerp_(x.var(0, unbiased=False) + 1e-6, self.momentum)

    def forward(self, x):
        return (x - self.mean) / self.var.sqrt()
