"""Physics-informed model: the stack-effect prior times a learned efficiency, plus a learned wind term."""
import math

import torch
import torch.nn.functional as F


def init(gen, d_in, width=32):
    def dense(a, b):
        return {"w": (torch.randn(a, b, generator=gen) / math.sqrt(a)).requires_grad_(),
                "b": torch.zeros(b, requires_grad=True)}
    return {"eff": [dense(d_in, width), dense(width, 1)], "wind": [dense(d_in, width), dense(width, 1)]}


def _mlp(layers, h):
    for i, layer in enumerate(layers):
        h = h @ layer["w"] + layer["b"]
        if i < len(layers) - 1:
            h = F.silu(h)
    return h


def apply(params, raw, z):
    flue, outdoor, height = raw[:, 0:1], raw[:, 1:2], raw[:, 2:3]
    stack = 3460 * height * (1 / (outdoor + 273.15) - 1 / (flue + 273.15))
    return stack * torch.sigmoid(_mlp(params["eff"], z)) + _mlp(params["wind"], z)


def leaves(params):
    return [t for branch in params.values() for layer in branch for t in layer.values()]
