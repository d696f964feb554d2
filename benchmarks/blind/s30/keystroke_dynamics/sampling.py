import torch

from keystroke_dynamics.players import LATENT


def latent(n):
    return torch.randn(n, LATENT)


@torch.no_grad()
def forge(forger, n):
    return forger(latent(n))
