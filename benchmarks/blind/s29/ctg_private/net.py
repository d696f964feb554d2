from torch import nn

from .ctg import CLASSES, FEATURES


def make_net(width=32):
    # no BatchNorm: per-example gradients need examples to be independent
    return nn.Sequential(nn.Linear(len(FEATURES), width), nn.Tanh(),
                         nn.Linear(width, width), nn.Tanh(), nn.Linear(width, len(CLASSES)))
