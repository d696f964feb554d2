import torch
import torch.nn as nn

NETS = {}


def register(name):
    def deco(cls):
        NETS[name] = cls
        return cls
    return deco


@register("tanh_mlp")
class TanhPolicy(nn.Module):
    def __init__(self, obs_dim, act_dim, hidden=64, **_):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(obs_dim, hidden), nn.ReLU(),
                                  nn.Linear(hidden, act_dim))

    def forward(self, obs):
        return torch.tanh(self.body(obs))


@register("q_mlp")
class QFunction(nn.Module):
    def __init__(self, obs_dim, act_dim, hidden=64, **_):
        super().__init__()
        self.q = nn.Sequential(nn.Linear(obs_dim + act_dim, hidden), nn.ReLU(),
                               nn.Linear(hidden, 1))

    def forward(self, obs, act):
        return self.q(torch.cat([obs, act], dim=-1)).squeeze(-1)


def build(kind, cfg):
    return NETS[cfg.nets[kind]](obs_dim=cfg.obs_dim, act_dim=cfg.act_dim, hidden=cfg.hidden)
