import torch
import torch.nn.functional as F
from torch import nn


class FunctionalMLP(nn.Module):
    """MLP whose forward can run with an external dict of (fast) weights."""

    def __init__(self, sizes=(1, 40, 40, 1)):
        super().__init__()
        self.weights = nn.ParameterDict()
        for i, (a, b) in enumerate(zip(sizes[:-1], sizes[1:])):
            w = torch.empty(b, a)
            nn.init.kaiming_uniform_(w, a=5 ** 0.5)
            self.weights[f"w{i}"] = nn.Parameter(w)
            self.weights[f"b{i}"] = nn.Parameter(torch.zeros(b))
        self.n_layers = len(sizes) - 1

    def forward(self, x, params=None):
        params = dict(self.weights) if params is None else params
        for i in range(self.n_layers):
            x = F.linear(x, params[f"w{i}"], params[f"b{i}"])
            if i < self.n_layers - 1:
                x = torch.relu(x)
        return x
