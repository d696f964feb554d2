import torch
from torch import nn


class MonotoneLinear(nn.Linear):
    """Linear map whose weights are kept non-negative after each update."""

    def reset_parameters(self):
        super().reset_parameters()
        with torch.no_grad():
            self.weight.abs_()


class PartialMonotoneNet(nn.Module):
    """Increasing in the monotone inputs, free in the others."""

    def __init__(self, n_mono, n_free, n_out, width=32):
        super().__init__()
        self.n_mono = n_mono
        self.free = nn.Sequential(nn.Linear(n_free, width), nn.Tanh())
        self.mono_in = MonotoneLinear(n_mono, width)
        self.mono_hidden = MonotoneLinear(width, width)
        self.mono_out = MonotoneLinear(width, n_out)
        self.bias_from_free = nn.Linear(width, width)

    def forward(self, x):
        mono, free = x[:, :self.n_mono], x[:, self.n_mono:]
        context = self.free(free)
        h = torch.sigmoid(self.mono_in(mono) + self.bias_from_free(context))
        h = torch.sigmoid(self.mono_hidden(h) - 2.0)
        return self.mono_out(h)
