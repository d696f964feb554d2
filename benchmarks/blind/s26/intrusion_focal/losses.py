from functools import partial, singledispatch

import torch
import torch.nn.functional as F

from specs import FocalSpec, WeightedBCESpec

EPS = 1e-6


def focal_loss(logits, target, gamma, alpha):
    probs = torch.sigmoid(logits)
    probs.clamp_(EPS, 1 - EPS)
    p_true = torch.where(target > 0.5, probs, 1 - probs)
    weight = torch.where(target > 0.5, alpha, 1 - alpha)
    return (-weight * (1 - p_true) ** gamma * torch.log(p_true)).mean()


@singledispatch
def build_criterion(spec):
    raise TypeError(f"no criterion for {type(spec).__name__}")


@build_criterion.register
def _(spec: FocalSpec):
    return partial(focal_loss, gamma=spec.gamma, alpha=spec.alpha)


@build_criterion.register
def _(spec: WeightedBCESpec):
    def criterion(logits, target):
        pos_weight = torch.full((target.size(1),), spec.pos_weight)
        return F.binary_cross_entropy_with_logits(logits, target, pos_weight=pos_weight)
    return criterion
