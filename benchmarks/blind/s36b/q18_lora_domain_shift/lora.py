import math

import torch
from torch import nn


class LoRALinear(nn.Module):
    """y = base(x) + (alpha / r) * x A^T B^T, with the base layer frozen."""

    def __init__(self, base, rank=4, alpha=8.0):
        super().__init__()
        self.base = base
        self.lora_A = nn.Parameter(torch.empty(rank, base.in_features))
        self.lora_B = nn.Parameter(torch.zeros(base.out_features, rank))
        nn.init.kaiming_uniform_(self.lora_A, a=math.sqrt(5))
        self.scaling = alpha / rank

    def forward(self, x):
        return self.base(x) + self.scaling * (x @ self.lora_A.T @ self.lora_B.T)


def add_lora(model, rank=4, alpha=8.0, skip=("head",)):
    """Freeze the model and wrap every nn.Linear outside `skip` with a LoRA adapter."""
    for p in model.parameters():
        p.requires_grad_(False)
    wrapped = 0
    for name, module in list(model.named_modules()):
        for child_name, child in list(module.named_children()):
            full = f"{name}.{child_name}" if name else child_name
            if isinstance(child, nn.Linear) and not full.startswith(skip):
                setattr(module, child_name, LoRALinear(child, rank, alpha))
                wrapped += 1
    for name in skip:
        model.get_submodule(name).requires_grad_(True)
    return wrapped
