"""Multi-task networks: a shared trunk with three heads, or three split towers."""
import torch
from torch import nn

N_IN = 10


class SharedTrunk(nn.Module):
    def __init__(self, width):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(N_IN, width), nn.SiLU(), nn.Linear(width, width), nn.SiLU())
        self.heads = nn.ModuleDict({"temp": nn.Linear(width, 1), "co2": nn.Linear(width, 1),
                                    "vent": nn.Linear(width, 3)})

    def forward(self, x):
        h = self.trunk(x)
        return {k: head(h) for k, head in self.heads.items()}


class SplitTowers(nn.Module):
    def __init__(self, width):
        super().__init__()
        def tower(out):
            return nn.Sequential(nn.Linear(N_IN, width // 2), nn.SiLU(), nn.Linear(width // 2, out))
        self.towers = nn.ModuleDict({"temp": tower(1), "co2": tower(1), "vent": tower(3)})

    def forward(self, x):
        return {k: t(x) for k, t in self.towers.items()}


def make_net(args):
    if args.arch == "shared":
        return SharedTrunk(args.width)
    elif args.arch == "split":
        return SplitTowers(args.width)
    raise ValueError(args.arch)
