import torch
import torch.nn as nn


class LoRA(nn.Module):
    def __init__(self, base: nn.Linear, rank=4, alpha=4.0):
        super().__init__()
        self.base = base
        self.scale = alpha / rank
        self.A = nn.Parameter(0.01 * torch.randn(rank, base.in_features))
        self.B = nn.Parameter(torch.zeros(base.out_features, rank))
        self.folded = False

    def forward(self, x):
        y = self.base(x)
        return y if self.folded else y + self.scale * (x @ self.A.t() @ self.B.t())

    def fold(self):
        with torch.no_grad():
            self.base.weight.add_(self.scale * self.B @ self.A)
        self.folded = True

    def unfold(self):
        with torch.no_grad():
            self.base.weight.sub_(self.scale * self.B @ self.A)
        self.folded = False
