"""Small gradient-flow helpers shared by the heads."""
import torch


def stop_gradient(t):
    """Value passes through unchanged; no gradient flows back into `t` (as jax.lax.stop_gradient)."""
    out = t.clone()
    out.requires_grad_(False)
    return out


def scale_gradient(t, factor):
    """Identity in the forward pass, multiplies the incoming gradient by `factor`."""
    if t.requires_grad:
        t = t.view_as(t)
        t.register_hook(lambda g: g * factor)
    return t
