import torch.nn as nn


class DuelingQ(nn.Module):
    def __init__(self, obs_dim, n_actions, hidden=64):
        super().__init__()
        self.head_sizes = {"value": 1, "advantage": n_actions}
        self.body = nn.Sequential(nn.Linear(obs_dim, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU())
        self.heads = nn.ModuleDict({name: nn.Linear(hidden, size) for name, size in self.head_sizes.items()})

    def forward(self, obs):
        z = self.body(obs)
        v, a = self.heads["value"](z), self.heads["advantage"](z)
        return v + a - a.mean(dim=-1, keepdim=True)
