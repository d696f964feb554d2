import torch
from torch import nn


class FactorizationMachine(nn.Module):
    def __init__(self, field_sizes, k=8):
        super().__init__()
        self.offsets = torch.tensor([0] + list(field_sizes[:-1])).cumsum(0)
        total = sum(field_sizes)
        self.linear = nn.Embedding(total, 1)
        self.factors = nn.Embedding(total, k)
        self.bias = nn.Parameter(torch.zeros(1))
        nn.init.normal_(self.factors.weight, std=0.01)

    def forward(self, x):
        x = x + self.offsets
        v = self.factors(x)
        inter = 0.5 * (v.sum(1) ** 2 - (v ** 2).sum(1)).sum(1)
        return self.bias + self.linear(x).sum((1, 2)) + inter
