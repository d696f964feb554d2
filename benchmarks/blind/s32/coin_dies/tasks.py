"""What each question needs: head width, loss and a score."""
from types import MappingProxyType

import torch.nn.functional as F

import hoard


def _accuracy(out, y):
    return (out.argmax(dim=1) == y).float().mean().item()


def _period_within_one(out, y):
    return ((out.argmax(dim=1) - y).abs() <= 1).float().mean().item()


def _fineness_mae(out, y):
    return (out.squeeze(1) * 10 + 75 - y).abs().mean().item()


TASKS = MappingProxyType({
    "mint": dict(outputs=len(hoard.MINTS), loss=F.cross_entropy, score=_accuracy),
    "period": dict(outputs=hoard.PERIODS, loss=F.cross_entropy, score=_period_within_one),
    "fineness": dict(outputs=1,
                     loss=lambda out, y: F.smooth_l1_loss(out.squeeze(1), (y - 75) / 10),
                     score=_fineness_mae),
})
