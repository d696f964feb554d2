"""Misfit between model and thermocouples, plus a smoothness penalty on k(x)."""
import torch

from . import physics

SMOOTH = 1.0e-3


def misfit(coeffs, observed):
    model_T = physics.simulate(coeffs)
    data_term = ((model_T - observed) ** 2).mean()
    # penalise the higher Legendre orders a little (Tikhonov on the shape)
    orders = torch.arange(coeffs.numel(), dtype=torch.float64)
    reg = SMOOTH * (orders ** 2 * coeffs ** 2).sum()
    return data_term + reg, data_term
