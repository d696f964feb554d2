"""Small residual CNN value network."""
import torch
from torch import nn


class ResBlock(nn.Module):
    def __init__(self, ch):
        super().__init__()
        self.c1 = nn.Conv2d(ch, ch, 3, padding=1)
        self.c2 = nn.Conv2d(ch, ch, 3, padding=1)

    def forward(self, x):
        return torch.relu(x + self.c2(torch.relu(self.c1(x))))


class ValueNet(nn.Module):
    def __init__(self, ch=32, blocks=2):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(12, ch, 3, padding=1), nn.ReLU())
        self.tower = nn.Sequential(*[ResBlock(ch) for _ in range(blocks)])
        self.value = nn.Sequential(nn.Flatten(), nn.Linear(ch * 64, 64), nn.ReLU(),
                                   nn.Linear(64, 1), nn.Tanh())

    def forward(self, planes):
        return self.value(self.tower(self.stem(planes))).squeeze(-1)
