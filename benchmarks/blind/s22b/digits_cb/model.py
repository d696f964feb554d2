from torch import nn


def make_mlp(dim, n_classes, hidden=64):
    return nn.Sequential(nn.Linear(dim, hidden), nn.GELU(), nn.Linear(hidden, hidden), nn.GELU(),
                         nn.Linear(hidden, n_classes))
