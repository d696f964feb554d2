"""One Adam per player, built over the flattened leaves."""
import torch

from .nets import leaves

BETAS = (0.5, 0.999)


def make_optimizers(players, lrs):
    return {name: torch.optim.Adam(leaves(layers), lr=lrs[name], betas=BETAS)
            for name, layers in players.items()}
