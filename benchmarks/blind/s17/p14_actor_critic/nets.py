import torch.nn as nn
from torch.distributions import Categorical


class Policy(nn.Module):
    def __init__(self, obs_dim, n_actions, width=32):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(obs_dim, width), nn.Tanh(), nn.Linear(width, n_actions))

    def forward(self, obs):
        return Categorical(logits=self.body(obs))


class ValueNet(nn.Module):
    def __init__(self, obs_dim, width=32):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(obs_dim, width), nn.Tanh(), nn.Linear(width, 1))

    def forward(self, obs):
        return self.body(obs).squeeze(-1)
