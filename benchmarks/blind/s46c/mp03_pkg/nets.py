import torch
import torch.nn as nn


class Policy(nn.Module):
    def __init__(self, obs_dim, act_dim, hidden=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(obs_dim, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU(),
                                 nn.Linear(hidden, act_dim), nn.Tanh())

    def forward(self, obs):
        return self.net(obs)


class DoubleQ(nn.Module):
    def __init__(self, obs_dim, act_dim, hidden=64):
        super().__init__()
        def head():
            return nn.Sequential(nn.Linear(obs_dim + act_dim, hidden), nn.ReLU(), nn.Linear(hidden, hidden),
                                 nn.ReLU(), nn.Linear(hidden, 1))
        self.qa, self.qb = head(), head()

    def forward(self, obs, act):
        sa = torch.cat([obs, act], dim=-1)
        return self.qa(sa).squeeze(-1), self.qb(sa).squeeze(-1)

    def q1(self, obs, act):
        return self.qa(torch.cat([obs, act], dim=-1)).squeeze(-1)
