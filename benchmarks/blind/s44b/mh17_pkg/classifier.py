"""Bag-of-ingredients classifier over a parameter dict."""
import torch
import torch.nn.functional as F

from .embeddings import bag_mean, init_table
from .recipes import FAMILIES, N_INGREDIENTS


def init(dim, hidden, gen):
    return {
        "ingredients": init_table(N_INGREDIENTS, dim, gen),
        "W": (torch.randn(dim, hidden, generator=gen) / dim ** 0.5).requires_grad_(),
        "b": torch.zeros(hidden, requires_grad=True),
        "U": (torch.randn(hidden, len(FAMILIES), generator=gen) / hidden ** 0.5).requires_grad_(),
        "c": torch.zeros(len(FAMILIES), requires_grad=True),
    }


def logits(p, ids):
    h = F.relu(bag_mean(p["ingredients"], ids) @ p["W"] + p["b"])
    return h @ p["U"] + p["c"]
