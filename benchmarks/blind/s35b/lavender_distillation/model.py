from torch import nn


class StillModel(nn.Module):
    """Shared trunk with one regression head per analyte."""

    def __init__(self, n_inputs, tasks, width=32):
        super().__init__()
        self.trunk = nn.Sequential(
            nn.Linear(n_inputs, width), nn.Tanh(), nn.Linear(width, width), nn.Tanh()
        )
        self.heads = nn.ModuleDict({task: nn.Linear(width, 1) for task in tasks})

    def forward(self, x):
        h = self.trunk(x)
        return {task: head(h).squeeze(-1) for task, head in self.heads.items()}
