from torch import nn


class MultiTaskNet(nn.Module):
    def __init__(self, n_in, heads, hidden=64):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(n_in, hidden), nn.ReLU(),
                                   nn.Linear(hidden, hidden), nn.ReLU())
        self.heads = nn.ModuleDict({name: nn.Linear(hidden, size) for name, size in heads.items()})

    def forward(self, x):
        h = self.trunk(x)
        return {name: head(h) for name, head in self.heads.items()}
