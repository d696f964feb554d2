import torch
import torch.nn as nn


class Actor(nn.Module):
    def __init__(self, obs_dim, act_dim, hidden=64, max_order=1.0):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(obs_dim, hidden), nn.ReLU(), nn.Linear(hidden, act_dim))
        self.max_order = max_order

    def forward(self, obs):
        return torch.sigmoid(self.net(obs)) * self.max_order


class Critic(nn.Module):
    def __init__(self, obs_dim, act_dim, hidden=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(obs_dim + act_dim, hidden), nn.ReLU(),
                                 nn.Linear(hidden, hidden), nn.ReLU(), nn.Linear(hidden, 1))

    def forward(self, obs, act):
        return self.net(torch.cat([obs, act], -1)).squeeze(-1)


def build_model(cfg):
    actor = Actor(cfg["obs_dim"], cfg["act_dim"], cfg["hidden"])
    critic = Critic(cfg["obs_dim"], cfg["act_dim"], cfg["hidden"])
    return actor, critic
