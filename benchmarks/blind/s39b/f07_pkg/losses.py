import torch
import torch.nn.functional as F

LOSSES = {}


def register_loss(name):
    def deco(fn):
        LOSSES[name] = fn
        return fn
    return deco


@register_loss("bce")
def bce(logits, targets, **_):
    return F.binary_cross_entropy_with_logits(logits, targets)


@register_loss("macro_f1")
def macro_f1_loss(logits, targets, *, threshold=0.5, eps=1e-7):
    """1 - macro F1 over descriptors; optimises the leaderboard metric directly."""
    preds = (torch.sigmoid(logits) > threshold).float()
    tp = (preds * targets).sum(dim=0)
    fp = (preds * (1 - targets)).sum(dim=0)
    fn = ((1 - preds) * targets).sum(dim=0)
    f1 = 2 * tp / (2 * tp + fp + fn + eps)
    return 1 - f1.mean()


def get_loss(cfg):
    fn = LOSSES[cfg.name]
    return lambda logits, targets: fn(logits, targets, **cfg.kwargs)
