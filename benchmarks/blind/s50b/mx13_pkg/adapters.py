import torch
import torch.nn as nn


class LoRALinear(nn.Module):
    def __init__(self, base, rank=4, alpha=8.0):
        super().__init__()
        self.base = base.requires_grad_(False)
        self.scale = alpha / rank
        self.down = nn.Parameter(torch.randn(rank, base.in_features) / base.in_features ** 0.5)
        self.up = nn.Parameter(torch.zeros(base.out_features, rank))

    def forward(self, x):
        return self.base(x) + self.scale * (x @ self.down.t()) @ self.up.t()
