"""Cask-identity encoders."""
import torch
from torch import nn
import torch.nn.functional as F


class CaskEmbedding(nn.Module):
    """Learned per-cask vector (a lookup table)."""

    def __init__(self, n_casks, dim):
        super().__init__()
        self.n_casks, self.dim = n_casks, dim
        self.table = nn.Parameter(torch.Tensor(n_casks, dim))

    def forward(self, ids):
        return self.table[ids]

    def extra_repr(self):
        return "n_casks={}, dim={}".format(self.n_casks, self.dim)


class CaskOneHot(nn.Module):
    def __init__(self, n_casks, dim):
        super().__init__()
        self.n_casks = n_casks
        self.proj = nn.Linear(n_casks, dim, bias=False)

    def forward(self, ids):
        return self.proj(F.one_hot(ids, self.n_casks).float())


class NoCask(nn.Module):
    dim = 0

    def forward(self, ids):
        return torch.zeros(len(ids), 0)
