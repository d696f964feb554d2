import torch
import torch.nn as nn


def mlp(i, o, h=64):
    return nn.Sequential(nn.Linear(i, h), nn.ReLU(), nn.Linear(h, h), nn.ReLU(), nn.Linear(h, o))


class Policy(nn.Module):
    def __init__(self, obs_dim, act_dim):
        super().__init__()
        self.body = mlp(obs_dim, act_dim)

    def forward(self, obs):
        return torch.tanh(self.body(obs))


class TwinQ(nn.Module):
    def __init__(self, obs_dim, act_dim):
        super().__init__()
        self.q1 = mlp(obs_dim + act_dim, 1)
        self.q2 = mlp(obs_dim + act_dim, 1)

    def forward(self, obs, act):
        sa = torch.cat([obs, act], -1)
        return self.q1(sa).squeeze(-1), self.q2(sa).squeeze(-1)


NETWORKS = {"policy": Policy, "twin_q": TwinQ}


def build_model(name, *args):
    return NETWORKS[name](*args)
