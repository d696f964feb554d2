"""Losses for the GOE head. Plain cross-entropy treats +4 vs +5 the same as
-5 vs +5; the panel metric is the mean absolute GOE error, so we also have
losses that look at the distance between grades."""
import torch
import torch.nn.functional as F


def cross_entropy(logits, goe):
    return F.cross_entropy(logits, goe)


def goe_abs_error(logits, goe):
    """mean |predicted grade - panel grade|, the number the federation reports"""
    grade = logits.argmax(dim=1).float()
    return (grade - goe.float()).abs().mean()


def ce_plus_distance(logits, goe, lam=0.5):
    probs = logits.softmax(1)
    grades = torch.arange(logits.shape[1], dtype=probs.dtype)
    expected = (probs * grades).sum(1)
    return F.cross_entropy(logits, goe) + lam * (expected - goe.float()).abs().mean()


LOSSES = {"ce": cross_entropy, "ce+dist": ce_plus_distance, "goe_mae": goe_abs_error}
