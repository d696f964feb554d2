import torch
from torch import nn

NETWORKS = {}


def register(name):
    def deco(cls):
        NETWORKS[name] = cls
        return cls
    return deco


@register("mlp")
class MLPQ(nn.Module):
    def __init__(self, obs_dim, n_actions, *, hidden=64):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(obs_dim, hidden), nn.ReLU(),
                                  nn.Linear(hidden, hidden), nn.ReLU(), nn.Linear(hidden, n_actions))

    def forward(self, obs):
        return self.body(obs)


@register("dueling")
class DuelingQ(nn.Module):
    def __init__(self, obs_dim, n_actions, *, hidden=64):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(obs_dim, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU())
        self.value = nn.Linear(hidden, 1)
        self.adv = nn.Linear(hidden, n_actions)

    def forward(self, obs):
        z = self.trunk(obs)
        a = self.adv(z)
        return self.value(z) + a - a.mean(dim=-1, keepdim=True)


def build_network(name, obs_dim, n_actions, **kwargs) -> nn.Module:
    return NETWORKS[name](obs_dim, n_actions, **kwargs)
