from torch import nn

from .jumps import JUMPS, N_GOE


class PanelNet(nn.Module):
    """predicts a distribution over the 11 GOE grades"""

    def __init__(self, hidden=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(6 + len(JUMPS), hidden), nn.ReLU(),
                                 nn.Linear(hidden, hidden), nn.ReLU(),
                                 nn.Linear(hidden, N_GOE))

    def forward(self, x):
        return self.net(x)
