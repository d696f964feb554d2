import torch
from torch import nn


class PressModel(nn.Module):
    def __init__(self, n_inputs, width=64, centre=(68.0, 11.5), scale=(8.0, 1.5)):
        super().__init__()
        self.fc1 = nn.Linear(n_inputs, width)
        self.fc2 = nn.Linear(width, width)
        self.out = nn.Linear(width, 2)
        self.act = nn.Softplus()
        self.register_buffer("centre", torch.tensor(centre))
        self.register_buffer("scale", torch.tensor(scale))

    def forward(self, x):
        h = self.act(self.fc1(x))
        h = self.act(self.fc2(h))
        return self.centre + self.scale * self.out(h)
