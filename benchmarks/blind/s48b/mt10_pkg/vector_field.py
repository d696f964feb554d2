import torch
import torch.nn as nn


class MugField(nn.Module):
    """d theta / dt = -theta * softplus(g(theta, lid)): cooling towards room
    temperature is built in, the network learns the effective loss coefficient."""

    def __init__(self, width=32):
        super().__init__()
        self.g = nn.Sequential(nn.Linear(2, width), nn.Tanh(),
                               nn.Linear(width, width), nn.Tanh(),
                               nn.Linear(width, 1), nn.Softplus())

    def forward(self, theta, lid):
        return -theta * self.g(torch.cat([theta, lid], dim=1))
