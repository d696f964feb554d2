from __future__ import annotations

import torch
from torch import Tensor


def centernet_focal(logits: Tensor, target: Tensor, alpha: float = 2.0, beta: float = 4.0) -> Tensor:
    pred = logits.sigmoid().clamp(1e-4, 1 - 1e-4)
    pos = target.ge(0.99).float()
    pos_term = -torch.log(pred) * (1 - pred) ** alpha * pos
    neg_term = -torch.log(1 - pred) * pred ** alpha * (1 - target) ** beta * (1 - pos)
    return (pos_term.sum() + neg_term.sum()) / pos.sum().clamp(min=1.0)
