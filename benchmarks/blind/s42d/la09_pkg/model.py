import torch.nn as nn

from .flights import TASKS


class EnvelopeNet(nn.Module):
    def __init__(self, n_in, width=64):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(n_in, width), nn.Softplus(),
                                   nn.Linear(width, width), nn.Softplus())
        self.heads = nn.ModuleDict({t: nn.Linear(width, 1) for t in TASKS})

    def forward(self, x):
        z = self.trunk(x)
        return {t: self.heads[t](z).squeeze(1) for t in TASKS}
