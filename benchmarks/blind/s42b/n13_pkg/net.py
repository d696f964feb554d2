import torch
from torch import nn


class RopeLifeNet(nn.Module):
    def __init__(self, n_in, hidden=64):
        super().__init__()
        self.layers = nn.Sequential(
            nn.Linear(n_in, hidden), nn.SiLU(),
            nn.Linear(hidden, hidden), nn.SiLU(),
            nn.Linear(hidden, 1),
        )
        self.reset_parameters()

    @torch.no_grad()
    def reset_parameters(self):
        for m in self.layers:
            if isinstance(m, nn.Linear):
                nn.init.kaiming_uniform_(m.weight, nonlinearity="linear")
                m.bias.zero_()
        self.layers[-1].weight.mul_(0.1)

    def forward(self, x):
        return self.layers(x).squeeze(1)
