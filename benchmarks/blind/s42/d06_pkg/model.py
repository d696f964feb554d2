"""init / apply: gated residual MLP with parameters in a nested dict."""
import math

import torch

from .tree import tree_map


def _dense(gen, fan_in, fan_out, scale=1.0):
    return {"w": torch.randn(fan_in, fan_out, generator=gen) * scale / math.sqrt(fan_in),
            "b": torch.zeros(fan_out)}


def init(gen, d_in, width):
    raw = {"embed": _dense(gen, d_in, width),
           "gate": _dense(gen, width, width),
           "value": _dense(gen, width, width),
           "head": _dense(gen, width, 1, scale=0.1)}
    return tree_map(lambda t: t.requires_grad_(), raw)


def apply(params, x, stats):
    x = (x - stats[0]) / stats[1]
    h = torch.relu(x @ params["embed"]["w"] + params["embed"]["b"])
    g = torch.sigmoid(h @ params["gate"]["w"] + params["gate"]["b"])
    h = h + g * torch.tanh(h @ params["value"]["w"] + params["value"]["b"])
    return h @ params["head"]["w"] + params["head"]["b"]
