import torch
import torch.nn as nn


class PaneNet(nn.Module):
    """tanh MLP for T(x, t) plus the unknown diffusivity as a log-parameter."""

    def __init__(self, width=32, depth=3, alpha_guess=0.1):
        super().__init__()
        sizes = [2] + [width] * depth
        blocks = []
        for n_in, n_out in zip(sizes[:-1], sizes[1:]):
            blocks.append(nn.Linear(n_in, n_out))
        self.hidden = nn.ModuleList(blocks)
        self.head = nn.Linear(width, 1)
        self.log_alpha = nn.Parameter(torch.tensor(float(alpha_guess)).log())

    @property
    def alpha(self):
        return self.log_alpha.exp()

    def forward(self, xt):
        h = xt
        for layer in self.hidden:
            h = torch.tanh(layer(h))
        return self.head(h)
