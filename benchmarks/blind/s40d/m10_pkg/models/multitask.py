import torch.nn as nn


class SharedTrunk(nn.Module):
    def __init__(self, n_in, hidden, depth=3, dropout=0.1):
        super().__init__()
        layers, d = [], n_in
        for _ in range(depth):
            layers += [nn.Linear(d, hidden), nn.LayerNorm(hidden), nn.SiLU(), nn.Dropout(dropout)]
            d = hidden
        self.net = nn.Sequential(*layers)

    def forward(self, x):
        return self.net(x)


class RecipeNet(nn.Module):
    """Hard parameter sharing: one trunk, one small head per brewing target."""

    def __init__(self, n_in, tasks, hidden=64):
        super().__init__()
        self.trunk = SharedTrunk(n_in, hidden)
        self.heads = nn.ModuleDict({
            name: nn.Sequential(nn.Linear(hidden, hidden // 2), nn.SiLU(), nn.Linear(hidden // 2, dim))
            for name, dim in tasks.items()
        })

    def forward(self, x):
        z = self.trunk(x)
        return {name: head(z) for name, head in self.heads.items()}

    def shared_parameters(self):
        return list(self.trunk.parameters())
