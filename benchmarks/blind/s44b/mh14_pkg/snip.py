"""SNIP-style pruning at initialisation: keep the connections with the largest |g * w|."""
import torch
import torch.nn.functional as F

from .sparse import apply_masks, forward


def connection_sensitivity(params, masks, batches):
    scores = {k: torch.zeros_like(m) for k, m in masks.items()}
    for xb, yb in batches:
        eff = apply_masks(params, masks)
        F.mse_loss(forward(eff, xb), yb).backward()
        for k in masks:
            scores[k] += (eff[k].grad * eff[k]).abs().detach()
    for p in params.values():
        p.grad = None
    return scores


def prune_to(masks, scores, keep):
    flat = torch.cat([s.flatten() for s in scores.values()])
    threshold = flat.topk(int(keep * flat.numel())).values[-1]
    for k, m in masks.items():
        m.copy_((scores[k] >= threshold).float())
    return masks
