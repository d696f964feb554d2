"""init(key, ...) / apply(params, x) for a small softplus-output MLP."""
import math

import torch
import torch.nn.functional as F


def init(gen, d_in, width=48, depth=2):
    dims = [d_in] + [width] * depth + [1]
    params = {}
    for i, (a, b) in enumerate(zip(dims[:-1], dims[1:])):
        params[f"l{i}.kernel"] = (torch.randn(a, b, generator=gen) * math.sqrt(1 / a)).requires_grad_()
        params[f"l{i}.bias"] = torch.zeros(b, requires_grad=True)
    return params


def apply(params, x):
    n = len(params) // 2
    for i in range(n):
        x = x @ params[f"l{i}.kernel"] + params[f"l{i}.bias"]
        x = torch.tanh(x) if i < n - 1 else F.softplus(x)
    return x
