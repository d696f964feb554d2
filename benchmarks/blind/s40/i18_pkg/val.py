from __future__ import annotations

from typing import Callable, Dict

import torch
from torch import Tensor, nn


def smart_inference_mode(inference: bool = True) -> Callable:
    """inference_mode when available and requested, no_grad otherwise (yolov5 idiom)."""
    def decorate(fn: Callable) -> Callable:
        return (torch.inference_mode if inference and hasattr(torch, "inference_mode")
                else torch.no_grad)()(fn)
    return decorate


@smart_inference_mode()
def run(model: nn.Module, images: Tensor, targets: Tensor, conf_thres: float = 0.25,
        center_tol: float = 4.0) -> Dict[str, float]:
    """Recall / precision of nodule centres (a detection counts if its centre is within tol px)."""
    model.eval()
    pred, _ = model(images)
    hit = fp = 0
    for b in range(images.shape[0]):
        det = pred[b][pred[b, :, 4] > conf_thres]
        gt = targets[targets[:, 0] == b, 2:4]
        if len(det) and len(gt):
            d = torch.cdist(det[:, :2], gt)
            matched = d.min(0).values < center_tol
            hit += int(matched.sum())
            fp += int((d.min(1).values >= center_tol).sum())
        else:
            fp += len(det)
    n_gt = int(targets.shape[0])
    return {"recall": hit / max(n_gt, 1), "fp_per_slice": fp / images.shape[0]}
