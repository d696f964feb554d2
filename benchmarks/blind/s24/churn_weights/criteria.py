from typing import Protocol

import torch
import torch.nn.functional as F


class Criterion(Protocol):
    def __call__(self, logits: torch.Tensor, targets: torch.Tensor,
                 weights: torch.Tensor) -> torch.Tensor:
        ...


class WeightedBCE:
    """Binary cross-entropy where each customer carries an importance weight."""

    def __init__(self, label_smoothing: float = 0.0):
        self.label_smoothing = label_smoothing

    def __call__(self, logits, targets, weights):
        targets = targets * (1 - self.label_smoothing) + 0.5 * self.label_smoothing
        per_customer = F.binary_cross_entropy_with_logits(logits, targets, reduction="none")
        return (per_customer * weights) / weights.sum()


def recall_at_precision(scores, labels, min_precision=0.5):
    order = scores.argsort(descending=True)
    hits = labels[order].cumsum(0)
    precision = hits / torch.arange(1, labels.numel() + 1)
    ok = (precision >= min_precision).nonzero()
    if ok.numel() == 0:
        return 0.0
    return (hits[ok.max()] / labels.sum()).item()
