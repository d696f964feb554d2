"""Metrics used for validation and model selection."""
import torch


@torch.no_grad()
def soft_f1(logits, target, eps=1e-7):
    """F1 computed from probabilities instead of hard decisions (smooth version of F1)."""
    p = torch.sigmoid(logits)
    tp = (p * target).sum()
    fp = (p * (1 - target)).sum()
    fn = ((1 - p) * target).sum()
    return 2 * tp / (2 * tp + fp + fn + eps)


@torch.no_grad()
def confusion(logits, target, threshold=0.5):
    pred = (torch.sigmoid(logits) > threshold).float()
    tp = (pred * target).sum().item()
    fp = (pred * (1 - target)).sum().item()
    fn = ((1 - pred) * target).sum().item()
    return tp, fp, fn


def f1_from(tp, fp, fn):
    return 2 * tp / max(2 * tp + fp + fn, 1e-9)
