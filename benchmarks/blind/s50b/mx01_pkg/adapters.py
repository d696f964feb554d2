import math

import torch
import torch.nn as nn


class LoRALinear(nn.Module):
    """Frozen nn.Linear plus a trainable low-rank update B @ A."""

    def __init__(self, base: nn.Linear, rank: int = 4, alpha: float = 8.0):
        super().__init__()
        self.base = base
        self.base.weight.requires_grad_(False)
        if self.base.bias is not None:
            self.base.bias.requires_grad_(False)
        self.rank = rank
        self.scaling = alpha / rank
        self.lora_A = nn.Parameter(torch.empty(rank, base.in_features))
        self.lora_B = nn.Parameter(torch.zeros(base.out_features, rank))
        nn.init.kaiming_uniform_(self.lora_A, a=math.sqrt(5))
        self.merged = False

    def delta_weight(self):
        return self.scaling * self.lora_B @ self.lora_A

    def forward(self, x):
        out = self.base(x)
        if not self.merged:
            out = out + self.scaling * (x @ self.lora_A.t()) @ self.lora_B.t()
        return out

    @torch.no_grad()
    def merge(self):
        if not self.merged:
            self.base.weight += self.delta_weight()
            self.merged = True

    @torch.no_grad()
    def unmerge(self):
        if self.merged:
            self.base.weight -= self.delta_weight()
            self.merged = False
