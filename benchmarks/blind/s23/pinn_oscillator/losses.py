from functools import partial

import torch

from .net import time_derivative


def physics_residual(net, oscillator, t):
    t = t.clone().requires_grad_(True)
    state = net(t)
    x, v = state[:, :1], state[:, 1:]
    dx, dv = time_derivative(x, t), time_derivative(v, t)
    fx, fv = oscillator.rhs(x, v)
    residual = torch.cat([dx - fx, dv - fv], dim=1)
    return residual.pow(2).mean(dim=0)


def initial_condition(net, oscillator):
    state0 = net(torch.zeros(1, 1))
    target = torch.tensor([[oscillator.x0, oscillator.v0]])
    return (state0 - target).pow(2).sum()


def data_fit(net, t_obs, x_obs):
    return (net(t_obs)[:, 0] - x_obs).pow(2).mean()


def make_terms(oscillator, collocation, t_obs, x_obs):
    return {
        "physics": partial(physics_residual, oscillator=oscillator, t=collocation),
        "initial": partial(initial_condition, oscillator=oscillator),
        "data": partial(data_fit, t_obs=t_obs, x_obs=x_obs),
    }
