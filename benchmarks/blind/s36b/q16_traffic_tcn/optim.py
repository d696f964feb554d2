import torch
from torch import nn


def build_optimizer(model, cfg):
    decay, no_decay = [], []
    for name, p in model.named_parameters():
        (no_decay if p.ndim == 1 else decay).append(p)
    groups = [{"params": decay, "weight_decay": cfg["weight_decay"]},
              {"params": no_decay, "weight_decay": 0.0}]
    return getattr(torch.optim, cfg["optimizer"])(groups, lr=cfg["lr"])


def build_scheduler(optimizer, cfg):
    warmup = cfg["warmup_steps"]
    return torch.optim.lr_scheduler.LambdaLR(optimizer, lambda s: min(1.0, (s + 1) / warmup))


def optimizer_step(optimizer, scheduler=None, params=None, max_norm=None):
    """Clear, clip, update, advance the schedule."""
    optimizer.zero_grad(set_to_none=True)
    if max_norm is not None:
        nn.utils.clip_grad_norm_(params, max_norm)
    optimizer.step()
    if scheduler is not None:
        scheduler.step()
