import torch
import torch.nn as nn


class StateNet(nn.Module):
    """Maps time t (shape [N, 1]) to the state (position, velocity)."""

    def __init__(self, hidden=48, depth=3, t_scale=6.0):
        super().__init__()
        layers, width = [], 1
        for _ in range(depth):
            layers += [nn.Linear(width, hidden), nn.Tanh()]
            width = hidden
        layers.append(nn.Linear(width, 2))
        self.body = nn.Sequential(*layers)
        self.t_scale = t_scale

    def forward(self, t):
        return self.body(t / self.t_scale)


def time_derivative(y, t):
    return torch.autograd.grad(y, t, grad_outputs=torch.ones_like(y), create_graph=True)[0]
