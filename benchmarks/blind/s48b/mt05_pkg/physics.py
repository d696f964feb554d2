"""Fin equation for a pillar candle below its melt pool (nondimensional).

Depth z in [0, 1] measured from the pool; theta = (T - T_air)/(T_melt - T_air).
Conduction down the wax column competes with convective loss through the
side wall:  kappa * theta'' - beta * theta = 0,  theta(0) = 1, theta(1) = 0.
For thick candles beta/kappa is large and the profile is a thin boundary layer,
which is where plain PINNs struggle and self-adaptive weights help.
"""
import math

import torch


def fin_number(kappa, beta):
    return math.sqrt(beta / kappa)


def exact_profile(z, kappa, beta):
    m = fin_number(kappa, beta)
    return torch.sinh(m * (1.0 - z)) / math.sinh(m)


def fin_residual(net, z, kappa, beta):
    theta = net(z)
    dtheta = torch.autograd.grad(theta.sum(), z, create_graph=True)[0]
    d2theta = torch.autograd.grad(dtheta.sum(), z, create_graph=True)[0]
    return kappa * d2theta - beta * theta


def boundary_loss(net):
    z_b = torch.tensor([[0.0], [1.0]])
    target = torch.tensor([[1.0], [0.0]])
    return ((net(z_b) - target) ** 2).mean()
