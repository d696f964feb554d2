import math

import torch
import torch.nn as nn

from .models import CriticEnsemble, ShakePolicy


def build_networks(obs_dim, act_dim, init_alpha=0.1):
    actor = ShakePolicy(obs_dim, act_dim)
    actor.head = nn.Linear(actor.head.in_features, 2 * act_dim)
    nn.init.uniform_(actor.head.weight, -3e-3, 3e-3)
    actor.head.bias = nn.Parameter(torch.tensor([0.0] * act_dim + [-1.0] * act_dim))
    critic = CriticEnsemble(obs_dim, act_dim)
    critic_targ = CriticEnsemble(obs_dim, act_dim).requires_grad_(False)
    log_alpha = nn.Parameter(torch.tensor(math.log(init_alpha)))
    return actor, critic, critic_targ, log_alpha
