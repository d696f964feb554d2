from torch import nn


class DieStudyNet(nn.Module):
    """Shared trunk over coin measurements, one read-out per catalogue question."""

    def __init__(self, n_features, tasks, hidden=64):
        super().__init__()
        self.trunk = nn.Sequential(
            nn.Linear(n_features, hidden), nn.ReLU(), nn.LayerNorm(hidden),
            nn.Linear(hidden, hidden), nn.ReLU())
        self.heads = {name: nn.Linear(hidden, spec["outputs"]) for name, spec in tasks.items()}

    def forward(self, x, task):
        return self.heads[task](self.trunk(x))
