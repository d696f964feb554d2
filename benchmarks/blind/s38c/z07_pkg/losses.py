import torch.nn.functional as F

from .pianoroll import onsets


def onset_weighted_bce(logits, roll, onset_weight=4.0):
    """Frame-level BCE where note onsets count `onset_weight` times more."""
    bce = F.binary_cross_entropy_with_logits(logits, roll, reduction="none")
    weight = 1.0 + onset_weight * onsets(roll)
    return (bce * weight).mean(dim=-1)


def note_f1(logits, roll, threshold=0.5):
    pred = (logits.sigmoid() > threshold).float()
    tp = (pred * roll).sum()
    return (2 * tp / (pred.sum() + roll.sum()).clamp(min=1)).item()
