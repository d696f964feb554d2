"""Adaptive alarm threshold on forecast residuals (EWMA of a high residual quantile)."""
import numpy as np
import torch


class ThresholdTracker:
    def __init__(self, quantile=0.995, momentum=0.8, margin=1.5):
        self.quantile = quantile
        self.momentum = momentum
        self.margin = margin
        self.level = None
        self.updates = 0

    def update(self, residual):
        score = residual.abs().amax(dim=1).numpy()
        q = float(np.quantile(score, self.quantile))
        self.level = q if self.level is None else self.momentum * self.level + (1 - self.momentum) * q
        self.updates += 1

    def flags(self, residual):
        return residual.abs().amax(dim=1) > self.margin * self.level


def detection_scores(flags, truth):
    tp = (flags & truth).sum().item()
    precision = tp / max(flags.sum().item(), 1)
    recall = tp / max(truth.sum().item(), 1)
    return precision, recall
