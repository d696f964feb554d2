import torch
from torch import nn


def mlp(sizes, act=nn.ReLU, out_act=nn.Identity):
    layers = []
    for i in range(len(sizes) - 1):
        layers += [nn.Linear(sizes[i], sizes[i + 1]), act() if i < len(sizes) - 2 else out_act()]
    return nn.Sequential(*layers)


class Policy(nn.Module):
    def __init__(self, obs_dim, act_dim, width):
        super().__init__()
        self.net = mlp([obs_dim, width, width, act_dim], out_act=nn.Tanh)

    def forward(self, s):
        return self.net(s)


class TwinQ(nn.Module):
    def __init__(self, obs_dim, act_dim, width):
        super().__init__()
        self.q1 = mlp([obs_dim + act_dim, width, 1])
        self.q2 = mlp([obs_dim + act_dim, width, 1])

    def forward(self, s, a):
        sa = torch.cat([s, a], -1)
        return self.q1(sa).squeeze(-1), self.q2(sa).squeeze(-1)
