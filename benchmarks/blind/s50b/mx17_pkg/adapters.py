import torch
import torch.nn as nn


class LoRA(nn.Module):
    def __init__(self, base: nn.Linear, rank=4, alpha=8.0):
        super().__init__()
        self.base = base.requires_grad_(False)
        self.scale = alpha / rank
        self.A = nn.Parameter(torch.randn(rank, base.in_features) * 0.05)
        self.B = nn.Parameter(torch.zeros(base.out_features, rank))

    def forward(self, x):
        return self.base(x) + self.scale * (x @ self.A.t()) @ self.B.t()


class FeaturePrompt(nn.Module):
    """Learned shift of the first hidden layer (a one-token deep prompt)."""

    def __init__(self, width):
        super().__init__()
        self.shift = nn.Parameter(torch.zeros(width))

    def forward(self, h):
        return h + self.shift


def attach_lora(model, names, rank=4):
    for name in names:
        setattr(model, name, LoRA(getattr(model, name), rank=rank))
    return [p for n, p in model.named_parameters() if n.endswith((".A", ".B"))]
