"""Actor / critic MLPs and the agent dict (online nets, frozen targets, optimizers)."""
import copy

import torch
from torch import nn


def mlp(n_in: int, n_out: int, hidden: int = 64) -> nn.Sequential:
    return nn.Sequential(nn.Linear(n_in, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU(),
                         nn.Linear(hidden, n_out))


class Actor(nn.Module):
    def __init__(self, obs_dim: int, act_dim: int):
        super().__init__()
        self.body = mlp(obs_dim, act_dim)

    def forward(self, obs):
        return torch.tanh(self.body(obs))


class Critic(nn.Module):
    def __init__(self, obs_dim: int, act_dim: int):
        super().__init__()
        self.body = mlp(obs_dim + act_dim, 1)

    def forward(self, obs, act):
        return self.body(torch.cat([obs, act], dim=-1)).squeeze(-1)


def frozen_copy(net: nn.Module) -> nn.Module:
    twin = copy.deepcopy(net)
    for p in twin.parameters():
        p.requires_grad_(False)
    return twin


def make_agent(obs_dim: int, act_dim: int, lr_actor: float, lr_critic: float) -> dict:
    actor, critic = Actor(obs_dim, act_dim), Critic(obs_dim, act_dim)
    return {
        "nets": {"actor": actor, "critic": critic},
        "targets": {"actor": frozen_copy(actor), "critic": frozen_copy(critic)},
        "opts": {"actor": torch.optim.Adam(actor.parameters(), lr=lr_actor),
                 "critic": torch.optim.Adam(critic.parameters(), lr=lr_critic)},
    }
