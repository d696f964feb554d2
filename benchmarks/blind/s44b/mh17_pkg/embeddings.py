"""Ingredient table with a padding row, mean-of-bag lookup, and padding maintenance."""
import torch

from .recipes import PAD


def init_table(n_rows, dim, gen):
    table = 0.3 * torch.randn(n_rows, dim, generator=gen)
    table[PAD] = 0.0
    return table.requires_grad_()


def bag_mean(table, ids):
    present = (ids != PAD).float().unsqueeze(-1)
    return (table[ids] * present).sum(1) / present.sum(1).clamp(min=1.0)


def reset_padding(params, keys=("ingredients",)):
    for key in keys:
        params[key][PAD] = 0.0
