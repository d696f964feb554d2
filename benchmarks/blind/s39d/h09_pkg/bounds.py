import torch


def invert_gradients(dq_da, actions, low, high):
    """Hausknecht & Stone (2016): shrink the ascent direction as the action nears its bound and
    invert it once the bound is crossed."""
    span = high - low
    up = (high - actions) / span
    down = (actions - low) / span
    return torch.where(dq_da > 0, dq_da * up, dq_da * down)
