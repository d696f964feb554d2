import math

import torch
import torch.nn as nn


class LoRALinear(nn.Module):
    """y = W x + b + (alpha / r) * B A x, with W and b taken from a frozen pretrained layer."""

    def __init__(self, base: nn.Linear, rank=4, alpha=8.0):
        super().__init__()
        self.base = base
        for p in self.base.parameters():
            p.requires_grad_(False)
        self.lora_A = nn.Parameter(torch.empty(rank, base.in_features))
        self.lora_B = nn.Parameter(torch.zeros(base.out_features, rank))
        nn.init.kaiming_uniform_(self.lora_A, a=math.sqrt(5))
        self.scaling = alpha / rank

    def forward(self, x):
        return self.base(x) + self.scaling * (x @ self.lora_A.t() @ self.lora_B.t())


def inject_lora(net, targets, rank=4, alpha=8.0):
    for name in targets:
        layer = getattr(net, name)
        if isinstance(layer, nn.Linear):
            setattr(net, name, LoRALinear(layer, rank=rank, alpha=alpha))
    return net


def count_trainable(net):
    return sum(p.numel() for p in net.parameters() if p.requires_grad)
