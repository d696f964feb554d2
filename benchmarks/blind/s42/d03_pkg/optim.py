"""AdamW over the parameter dict plus a warm-up / cosine schedule written by hand."""
import math

import torch


def make_optimizer(params, cfg):
    return torch.optim.AdamW(list(params.values()), lr=cfg.lr, weight_decay=cfg.weight_decay)


def set_lr(opt, step, cfg):
    if step < cfg.warmup:
        scale = (step + 1) / cfg.warmup
    else:
        frac = min(1.0, (step - cfg.warmup) / max(1, cfg.total_steps - cfg.warmup))
        scale = 0.5 * (1 + math.cos(math.pi * frac))
    for group in opt.param_groups:
        group["lr"] = cfg.lr * max(scale, 0.05)
