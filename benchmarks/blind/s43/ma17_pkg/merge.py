"""Helpers for Incremental Moment Matching (Lee et al., 2017)."""


def snapshot(named_params_fn):
    return {name: p.detach().clone() for name, p in named_params_fn()}


def merge_into(named_params_fn, reference, weight_new):
    """mean-IMM: replace every weight by a convex mix of itself and the reference weights."""
    for name, p in named_params_fn():
        p.mul_(weight_new).add_(reference[name], alpha=1.0 - weight_new)


def distance(named_params_fn, reference):
    return sum(((p - reference[name]) ** 2).sum() for name, p in named_params_fn())
