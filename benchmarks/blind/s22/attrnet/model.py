from torch import nn


class SharedTrunk(nn.Module):
    def __init__(self, d_in, width=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(d_in, width), nn.ReLU(), nn.Linear(width, width), nn.ReLU())

    def forward(self, x):
        return self.net(x)


def build_heads(width, n_kinds):
    return nn.ModuleDict({"kind": nn.Linear(width, n_kinds), "age": nn.Linear(width, 1)})
