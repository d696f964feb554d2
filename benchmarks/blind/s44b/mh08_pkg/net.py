"""Functional forward pass over the named tensors."""
import torch.nn.functional as F


def trunk(p, x):
    h = F.gelu(x @ p["trunk.w0"] + p["trunk.b0"])
    return F.gelu(h @ p["trunk.w1"] + p["trunk.b1"])


def descent_rate(p, x):
    return (trunk(p, x) @ p["head.w"] + p["head.b"]).squeeze(-1)
