import torch
import torch.nn as nn


class YieldNet(nn.Module):
    def __init__(self, n_in, hidden=64):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(n_in, hidden), nn.Softplus(), nn.Linear(hidden, hidden), nn.Softplus())
        self.readout = nn.Linear(hidden, 1)

    def forward(self, x):
        return self.readout(self.trunk(x))


def build_optimizers(net, hp):
    """Adam for the trunk, plain SGD with momentum for the linear read-out (it is re-fitted often
    when a new crop cycle starts, and SGD keeps it close to the previous cycle's solution)."""
    return {
        "trunk": torch.optim.Adam(net.trunk.parameters(), lr=hp["lr_trunk"]),
        "readout": torch.optim.SGD(net.readout.parameters(), lr=hp["lr_readout"], momentum=0.9),
    }
