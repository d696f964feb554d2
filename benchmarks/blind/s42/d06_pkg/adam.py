"""Hand-written Adam that updates a nested dict of leaf tensors in place."""
import torch

from .tree import tree_leaves, tree_map


def adam_init(params):
    return {"m": tree_map(torch.zeros_like, params), "v": tree_map(torch.zeros_like, params), "t": 0}


@torch.no_grad()
def adam_update(params, state, lr=1e-3, b1=0.9, b2=0.999, eps=1e-8):
    state["t"] += 1
    c1, c2 = 1 - b1 ** state["t"], 1 - b2 ** state["t"]
    for p, m, v in zip(tree_leaves(params), tree_leaves(state["m"]), tree_leaves(state["v"])):
        if p.grad is None:
            continue
        m.mul_(b1).add_(p.grad, alpha=1 - b1)
        v.mul_(b2).addcmul_(p.grad, p.grad, value=1 - b2)
        p.addcdiv_(m / c1, (v / c2).sqrt().add_(eps), value=-lr)
    return params, state
