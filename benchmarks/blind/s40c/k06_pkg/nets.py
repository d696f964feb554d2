import torch
import torch.nn as nn


def mlp(n_in, width, n_out, depth=2):
    layers, d = [], n_in
    for _ in range(depth):
        layers += [nn.Linear(d, width), nn.SiLU()]
        d = width
    layers.append(nn.Linear(d, n_out))
    return nn.Sequential(*layers)


class LowFidelityNet(nn.Module):
    """Emulates the cheap epsilon-NTU model from thousands of runs."""

    def __init__(self, width=64):
        super().__init__()
        self.f = mlp(5, width, 1)

    def forward(self, x):
        return self.f(x).squeeze(-1)


class DiscrepancyNet(nn.Module):
    """High fidelity = low fidelity + learned discrepancy(x, low fidelity)."""

    def __init__(self, width=32):
        super().__init__()
        self.g = mlp(6, width, 1)
        self.rho = nn.Parameter(torch.tensor(1.0))

    def forward(self, x, y_low):
        delta = self.g(torch.cat([x, y_low[:, None]], dim=-1)).squeeze(-1)
        return self.rho * y_low + delta
