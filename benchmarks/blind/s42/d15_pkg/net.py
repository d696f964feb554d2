"""init / features / apply over a flat dict of leaves (1-D conv trunk + linear head)."""
import math

import torch
import torch.nn.functional as F


def init(gen, n_classes, width=16, hidden=64):
    def leaf(*shape, fan_in):
        return (torch.randn(*shape, generator=gen) * math.sqrt(2.0 / fan_in)).requires_grad_()
    return {
        "conv.w": leaf(width, 1, 5, fan_in=5), "conv.b": torch.zeros(width, requires_grad=True),
        "fc.w": leaf(hidden, width * 12, fan_in=width * 12), "fc.b": torch.zeros(hidden, requires_grad=True),
        "head.w": leaf(n_classes, hidden, fan_in=hidden), "head.b": torch.zeros(n_classes, requires_grad=True),
    }


def features(params, x):
    h = F.relu(F.conv1d(x.unsqueeze(1), params["conv.w"], params["conv.b"], padding=2))
    h = F.max_pool1d(h, 4).flatten(1)
    return F.relu(F.linear(h, params["fc.w"], params["fc.b"]))


def apply(params, x):
    return F.linear(features(params, x), params["head.w"], params["head.b"])
