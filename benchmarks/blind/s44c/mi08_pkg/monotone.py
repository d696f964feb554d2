import torch
import torch.nn as nn
import torch.nn.functional as F


class MonotoneBlock(nn.Module):
    """Linear layer whose weights are projected onto w >= 0 after every update."""

    def __init__(self, n_in, n_out):
        super(MonotoneBlock, self).__init__()
        self.lin = nn.Linear(n_in, n_out)
        self.lin.weight.data.uniform_(0.0, 1.0 / n_in)

    def forward(self, x):
        return self.lin(x)


class PickNet(nn.Module):
    def __init__(self, n_free, n_mono, hidden=32):
        super(PickNet, self).__init__()
        self.free_path = nn.Sequential(nn.Linear(n_free, hidden), nn.Tanh(), nn.Linear(hidden, 1))
        self.mono1 = MonotoneBlock(n_mono, hidden)
        self.mono2 = MonotoneBlock(hidden, 1)

    def monotone_layers(self):
        return [self.mono1.lin, self.mono2.lin]

    def forward(self, free, mono):
        m = self.mono2(torch.sigmoid(self.mono1(mono)))
        return (m + self.free_path(free)).squeeze(1)
