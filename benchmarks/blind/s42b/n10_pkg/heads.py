"""Task heads, registered by the kind of target they predict."""
import torch.nn.functional as F
from torch import nn

HEAD_REGISTRY = {}


def register(kind):
    def deco(cls):
        HEAD_REGISTRY[kind] = cls
        return cls
    return deco


@register("binary")
class BinaryHead(nn.Sequential):
    loss = staticmethod(F.binary_cross_entropy_with_logits)

    def __init__(self, hidden):
        super().__init__(nn.Linear(hidden, 16), nn.ReLU(), nn.Linear(16, 1), nn.Flatten(0))


@register("regression")
class RegressionHead(nn.Sequential):
    loss = staticmethod(F.mse_loss)

    def __init__(self, hidden):
        super().__init__(nn.Linear(hidden, 16), nn.ReLU(), nn.Linear(16, 1), nn.Flatten(0))


def make_head(kind, hidden):
    return HEAD_REGISTRY[kind](hidden)
