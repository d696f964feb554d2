"""init / apply pair for a plain MLP whose parameters live in a nested dict."""
import math

import torch

from .jaxish import split


def init(key, sizes):
    layers = []
    for k, (fan_in, fan_out) in zip(split(key, len(sizes) - 1), zip(sizes[:-1], sizes[1:])):
        w = torch.randn(fan_in, fan_out, generator=k) * math.sqrt(2.0 / fan_in)
        layers.append({"w": w.requires_grad_(), "b": torch.zeros(fan_out, requires_grad=True)})
    return {"layers": layers}


def apply(params, x):
    *hidden, last = params["layers"]
    for layer in hidden:
        x = torch.nn.functional.silu(x @ layer["w"] + layer["b"])
    return x @ last["w"] + last["b"]
