import math

import torch
from torch import nn


class GatedHead(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.parts = nn.ModuleList([nn.Linear(d, d), nn.Linear(d, d)])
        self.out = nn.Linear(d, 1)

    def forward(self, h):
        return self.out(torch.tanh(self.parts[0](h)) * torch.sigmoid(self.parts[1](h)))


def make_head(kind, d, base_rate):
    head = nn.Linear(d, 1) if kind == "linear" else GatedHead(d)
    last = head if kind == "linear" else head.out
    with torch.no_grad():                         # start at the empirical deal-in rate
        last.bias.fill_(math.log(base_rate / (1 - base_rate)))
    return head
