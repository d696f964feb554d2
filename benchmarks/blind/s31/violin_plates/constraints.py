"""Shape constraints: a tap tone never drops when the plate gets thicker or stiffer."""
import torch.nn.functional as F
from torch import nn
from torch.nn.utils import parametrize


class NonNegative(nn.Module):
    def forward(self, raw):
        return F.softplus(raw)


def constrain_monotone(model):
    for layer in model.monotone_layers():
        parametrize.register_parametrization(layer, "weight", NonNegative())
    return model


def is_monotone(model):
    return all(bool((layer.weight >= 0).all()) for layer in model.monotone_layers())
