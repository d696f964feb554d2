"""Network definition: weight-normalised linear layers plus a positive per-partial output scale."""
import torch
import torch.nn as nn
from torch.nn.utils import parametrize
from torch.nn.utils.parametrizations import weight_norm


class Softplus(nn.Module):
    def forward(self, raw):
        return nn.functional.softplus(raw)

    def right_inverse(self, value):
        return value.expm1().log()


class Scaled(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.scale = nn.Parameter(torch.ones(n))
        parametrize.register_parametrization(self, "scale", Softplus())

    def forward(self, x):
        return x * self.scale


def build(d_in, hidden, d_out):
    widths = (d_in, *hidden)
    body = []
    for a, b in zip(widths[:-1], widths[1:]):
        body += [weight_norm(nn.Linear(a, b)), nn.SiLU()]
    return nn.Sequential(*body, weight_norm(nn.Linear(widths[-1], d_out)), Scaled(d_out))


@torch.no_grad()
def data_dependent_init(net, x):
    """Salimans & Kingma init: set each layer's gain so its pre-activations have unit variance."""
    for layer in net:
        if parametrize.is_parametrized(layer, "weight"):
            out = layer(x)
            layer.parametrizations.weight.original0.div_(out.std(0, keepdim=True).T + 1e-6)
            layer.bias.sub_(layer(x).mean(0))
        x = layer(x)
