"""Functional 1-D conv encoder / decoder: init(key) -> params, apply(params, x)."""
import math

import torch
import torch.nn.functional as F

from .tree import tree_map


def _conv(gen, c_in, c_out, k):
    return {"w": torch.randn(c_out, c_in, k, generator=gen) / math.sqrt(c_in * k), "b": torch.zeros(c_out)}


def init_encoder(gen, width=24, code=32):
    p = {"c1": _conv(gen, 3, width, 7), "c2": _conv(gen, width, width, 5), "c3": _conv(gen, width, code, 3)}
    return tree_map(lambda t: t.requires_grad_(), p)


def init_decoder(gen, code=32, length=64):
    p = {"w": torch.randn(2 * code, 3 * length, generator=gen) / math.sqrt(2 * code), "b": torch.zeros(3 * length)}
    return tree_map(lambda t: t.requires_grad_(), p)


def encode(params, x):
    h = F.gelu(F.conv1d(x, params["c1"]["w"], params["c1"]["b"], padding=3))
    h = F.gelu(F.conv1d(h, params["c2"]["w"], params["c2"]["b"], stride=2, padding=2))
    h = F.conv1d(h, params["c3"]["w"], params["c3"]["b"], stride=2, padding=1)
    return torch.cat([h.mean(-1), h.std(-1)], 1)


def decode(params, code):
    return (code @ params["w"] + params["b"]).view(code.shape[0], 3, -1)
