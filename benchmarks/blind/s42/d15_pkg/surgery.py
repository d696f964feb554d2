"""Model surgery between phases: new classes, freezing, recycling dead units."""
import torch

from .net import features


def add_classes(params, n_total, gen):
    old_w, old_b = params["head.w"], params["head.b"]
    w = torch.empty(n_total, old_w.shape[1])
    torch.nn.init.normal_(w, std=0.01, generator=gen)
    w[: old_w.shape[0]] = old_w.detach()
    b = torch.zeros(n_total)
    b[: old_b.shape[0]] = old_b.detach()
    return {**params, "head.w": w.requires_grad_(), "head.b": b.requires_grad_()}


def freeze(params, prefixes):
    for name, leaf in params.items():
        if name.startswith(prefixes):
            leaf.requires_grad_(False)
    return params


def recycle_dead_units(params, x, gen):
    """Re-draw fc units that never fire on x (their incoming weights) and zero their outgoing weights."""
    with torch.no_grad():
        dead = features(params, x).amax(0) <= 0
        if dead.any():
            fresh = torch.randn(int(dead.sum()), params["fc.w"].shape[1], generator=gen) * 0.05
            params["fc.w"][dead] = fresh
            params["fc.b"][dead] = 0.01
            params["head.w"][:, dead] = 0.0
    return int(dead.sum())
