import torch
from torch import nn


def init_fn(m):
    if isinstance(m, nn.Linear):
        nn.init.kaiming_uniform_(m.weight, nonlinearity="relu")
        nn.init.zeros_(m.bias)


class HitNet(nn.Module):
    def __init__(self, n_features, hidden, task_names):
        super().__init__()
        self.hidden = hidden
        self.trunk = nn.Sequential(
            nn.Linear(n_features, hidden), nn.ReLU(),
            nn.Linear(hidden, hidden), nn.ReLU(),
        )
        self.heads = nn.ModuleDict({t: nn.Linear(hidden, 1) for t in task_names})
        self.apply(init_fn)

    def set_tasks(self, task_names):
        """Give every athlete of the range log its own scoring head."""
        self.heads = nn.ModuleDict({t: nn.Linear(self.hidden, 1) for t in task_names})
        self.heads.apply(init_fn)
        return self

    def forward(self, x, task):
        return self.heads[task](self.trunk(x)).squeeze(-1)
