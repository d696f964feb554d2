import torch
import torch.nn.functional as F


def compute_terms(outputs, counts, border, weights=None):
    weights = weights or {"count": 1.0, "border": 0.5}
    return {
        "count": weights["count"] * F.smooth_l1_loss(outputs["count"], counts),
        "border": weights["border"] * F.binary_cross_entropy_with_logits(outputs["border"], border),
    }


def grad_norm(params):
    norms = [p.grad.norm() for p in params if p.grad is not None]
    return torch.stack(norms).norm().item() if norms else 0.0


def backprop(terms, params, **kwargs):
    """Backward each term separately and record how much gradient it adds."""
    retain = kwargs.get("retain_graph", False)
    added = {}
    before = 0.0
    for name, term in terms.items():
        term.backward(retain_graph=retain)
        after = grad_norm(params)
        added[name] = after - before
        before = after
    return added
