import torch
import torch.nn as nn


class NestNet(nn.Module):
    def __init__(self, n_in, hidden=32):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(n_in, hidden), nn.ReLU(),
                                  nn.Linear(hidden, hidden), nn.ReLU(),
                                  nn.Linear(hidden, 1))

    def forward(self, x):
        return self.body(x)            # logit of the hatching fraction

    @torch.no_grad()
    def hatch_rate(self, x):
        return torch.sigmoid(self.body(x))
