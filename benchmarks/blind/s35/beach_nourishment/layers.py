from torch import nn
from torch.nn.utils.parametrizations import weight_norm


def dense(n_in, n_out, normalised=True):
    layer = nn.Linear(n_in, n_out)
    return weight_norm(layer) if normalised else layer


def mlp(sizes, act=nn.Softplus):
    parts = []
    for i, (a, b) in enumerate(zip(sizes[:-1], sizes[1:])):
        parts.append(dense(a, b))
        if i < len(sizes) - 2:
            parts.append(act())
    return nn.Sequential(*parts)
