from __future__ import annotations

import copy
import functools
from typing import Any, Callable, Optional

import torch
import torch.nn.functional as F
from torch import Tensor, nn


def without_autograd(fn: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(fn)
    def inner(*args: Any, **kwargs: Any) -> Any:
        with torch.no_grad():
            return fn(*args, **kwargs)
    return inner


class MeanTeacher(nn.Module):
    """EMA copy of the student that produces pseudo centre-heatmaps on unlabelled patches."""

    def __init__(self, student: nn.Module, keep_rate: float = 0.99) -> None:
        super().__init__()
        self.model = copy.deepcopy(student)
        self.keep_rate = keep_rate

    @without_autograd
    def update(self, student: nn.Module, keep_rate: Optional[float] = None) -> None:
        keep = self.keep_rate if keep_rate is None else keep_rate
        for t, s in zip(self.model.state_dict().values(), student.state_dict().values()):
            if t.dtype.is_floating_point:
                t.mul_(keep).add_(s, alpha=1 - keep)

    @without_autograd
    def pseudo_heatmap(self, images: Tensor, score_thr: float = 0.6) -> Tensor:
        self.model.eval()
        heat = self.model(images).sigmoid()
        peaks = (heat == F.max_pool2d(heat, 3, 1, 1)) & (heat > score_thr)
        # re-render confident peaks as unit-height Gaussians (hard pseudo-labels)
        blurred = F.conv2d(peaks.float(), self._kernel().to(heat), padding=1)
        return torch.maximum(blurred.clamp(max=1.0), peaks.float())

    @staticmethod
    def _kernel() -> Tensor:
        k = torch.tensor([[0.37, 0.61, 0.37], [0.61, 1.0, 0.61], [0.37, 0.61, 0.37]])
        return k.view(1, 1, 3, 3)
