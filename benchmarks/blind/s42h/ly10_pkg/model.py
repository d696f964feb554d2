"""Part 2: the same network as an nn.Module (variable depth)."""
import torch
from torch import nn


class NitrateMLP(nn.Module):
    def __init__(self, n_in, hidden=(32, 32)):
        super().__init__()
        sizes = [n_in, *hidden]
        self.hidden_layers = [nn.Linear(a, b) for a, b in zip(sizes[:-1], sizes[1:])]
        self.out = nn.Linear(sizes[-1], 1)
        print("hidden layer shapes:", [tuple(l.weight.shape) for l in self.hidden_layers])

    def forward(self, x):
        for layer in self.hidden_layers:
            x = torch.relu(layer(x))
        return self.out(x)
