import torch.nn as nn


class SharedTrunk(nn.Module):
    def __init__(self, in_dim, width, tasks):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(in_dim, width), nn.GELU(),
                                   nn.Linear(width, width), nn.GELU())
        self.heads = nn.ModuleDict({name: nn.Linear(width, out) for name, (out, _) in tasks.items()})

    def forward(self, x):
        z = self.trunk(x)
        return {name: head(z) for name, head in self.heads.items()}
