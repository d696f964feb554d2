"""Functional classifier: flat dict of leaf tensors, init(key, ...) / apply(params, x)."""
import math

import torch
import torch.nn.functional as F


def dense(gen, fan_in, fan_out, gain=1.0):
    w = torch.randn(fan_out, fan_in, generator=gen) * gain / math.sqrt(fan_in)
    return w.requires_grad_(), torch.zeros(fan_out, requires_grad=True)


def init(gen, d_in, hidden, n_classes):
    params = {}
    for i, (a, b) in enumerate(zip((d_in, *hidden[:-1]), hidden)):
        params[f"trunk.{i}.w"], params[f"trunk.{i}.b"] = dense(gen, a, b, gain=math.sqrt(2))
    params["head.w"], params["head.b"] = dense(gen, hidden[-1], n_classes)
    return params


def freeze_trunk(params):
    for name, leaf in params.items():
        if name.startswith("trunk."):
            leaf.requires_grad_(False)
    return params


def features(params, x):
    i = 0
    while f"trunk.{i}.w" in params:
        x = F.gelu(F.linear(x, params[f"trunk.{i}.w"], params[f"trunk.{i}.b"]))
        i += 1
    return x


def apply(params, x):
    return F.linear(features(params, x), params["head.w"], params["head.b"])
