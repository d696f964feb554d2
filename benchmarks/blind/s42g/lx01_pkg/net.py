import torch.nn as nn


class OpeningTimeNet(nn.Module):
    def __init__(self, d_in=5, width=32):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(d_in, width), nn.SiLU(), nn.Linear(width, width), nn.SiLU())
        self.out = nn.Linear(width, 1)

    def forward(self, x):
        return self.out(self.body(x))
