from functools import partial

import torch

from .registry import HEADS


def pinball(pred, target, *, quantiles):
    q = torch.as_tensor(quantiles, dtype=pred.dtype)
    diff = target - pred                     # (B, H, Q)
    return torch.maximum(q * diff, (q - 1) * diff).mean()


def squared(pred, target, **_):
    return ((pred[..., 0:1] - target) ** 2).mean()


LOSSES = {"point": squared, "quantile": pinball}


def configure_task(model, task_cfg, *, horizon: int):
    """Attach the task head to the backbone and return the matching criterion."""
    if task_cfg.head != "point":
        model.head = HEADS.build(task_cfg.head, model.embed_dim, horizon, quantiles=task_cfg.quantiles)
    return partial(LOSSES[task_cfg.head], quantiles=task_cfg.quantiles)
