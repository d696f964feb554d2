from torch import nn


class SharedTrunkModel(nn.Module):
    def __init__(self, n_in, hidden, tasks):
        super().__init__()
        self.trunk = nn.Sequential(
            nn.Linear(n_in, hidden), nn.ReLU(),
            nn.Linear(hidden, hidden), nn.ReLU(),
        )
        self.heads = nn.ModuleDict({t.name: nn.Linear(hidden, t.out_dim) for t in tasks})

    def forward(self, x):
        h = self.trunk(x)
        return {name: head(h) for name, head in self.heads.items()}
