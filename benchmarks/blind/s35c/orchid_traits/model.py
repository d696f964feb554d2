from types import SimpleNamespace

from torch import nn


class CrossPredictor(nn.Module):
    def __init__(self, n_in, tasks, width=64):
        super().__init__()
        self.trunk = nn.Sequential(
            nn.Linear(n_in, width), nn.GELU(),
            nn.Linear(width, width), nn.GELU(),
        )
        self.heads = SimpleNamespace(**{task.name: task.build_head(width) for task in tasks})

    def forward(self, x):
        h = self.trunk(x)
        return {name: head(h) for name, head in vars(self.heads).items()}
