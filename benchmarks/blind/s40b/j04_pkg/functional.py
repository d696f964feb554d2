"""Small JAX-isms used across the port."""
from typing import NamedTuple

import torch
from torch import nn

stop_gradient = torch.Tensor.detach


class GANState(NamedTuple):
    gen: nn.Module
    critic: nn.Module
    gen_opt: torch.optim.Optimizer
    critic_opt: torch.optim.Optimizer
    step: int = 0


def mlp(sizes, act=nn.SiLU) -> nn.Sequential:
    layers = []
    for i, (a, b) in enumerate(zip(sizes[:-1], sizes[1:])):
        layers.append(nn.Linear(a, b))
        if i < len(sizes) - 2:
            layers.append(act())
    return nn.Sequential(*layers)


def create_state(z_dim: int, hidden: int, lr: float) -> GANState:
    gen = mlp([z_dim, hidden, hidden, 2])
    critic = mlp([2, hidden, hidden, 1], act=lambda: nn.LeakyReLU(0.2))
    make_opt = lambda m: torch.optim.Adam(m.parameters(), lr=lr, betas=(0.5, 0.9))
    return GANState(gen, critic, make_opt(gen), make_opt(critic))
