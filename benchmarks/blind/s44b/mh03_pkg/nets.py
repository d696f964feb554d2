"""MLPs as lists of (weight, bias) leaf pairs, and the functions that run them."""
import math
from functools import partial

import torch
import torch.nn.functional as F


def init_mlp(sizes, gen):
    layers = []
    for fan_in, fan_out in zip(sizes[:-1], sizes[1:]):
        w = torch.randn(fan_in, fan_out, generator=gen) / math.sqrt(fan_in)
        layers.append({"w": w.requires_grad_(), "b": torch.zeros(fan_out, requires_grad=True)})
    return layers


def leaves(layers):
    return [t for layer in layers for t in layer.values()]


def run_mlp(layers, x, act, out=lambda h: h):
    for layer in layers[:-1]:
        x = act(x @ layer["w"] + layer["b"])
    return out(x @ layers[-1]["w"] + layers[-1]["b"])


puppeteer = partial(run_mlp, act=F.elu, out=torch.tanh)
judge = partial(run_mlp, act=partial(F.leaky_relu, negative_slope=0.2))
