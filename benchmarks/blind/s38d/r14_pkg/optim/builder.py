import math

import torch
from torch.optim.lr_scheduler import LambdaLR


def param_groups(model, weight_decay):
    decay, no_decay = [], []
    for name, p in model.named_parameters():
        if not p.requires_grad:
            continue
        if p.ndim <= 1 or name.endswith(".bias") or "norm" in name:
            no_decay.append(p)
        else:
            decay.append(p)
    groups = [{"params": decay, "weight_decay": weight_decay},
              {"params": no_decay, "weight_decay": 0.0}]
    return [g for g in groups if g["params"]]


def build_optimizer(cfg, model):
    groups = param_groups(model, cfg.get("weight_decay", 0.0))
    name = cfg.get("name", "adamw").lower()
    if name == "sgd":
        return torch.optim.SGD(groups, lr=cfg["lr"], momentum=cfg.get("momentum", 0.9))
    if name == "adam":
        return torch.optim.Adam(groups, lr=cfg["lr"])
    return torch.optim.AdamW(groups, lr=cfg["lr"], betas=tuple(cfg.get("betas", (0.9, 0.999))))


def build_scheduler(cfg, optimizer, total_steps):
    warmup = cfg.get("warmup_steps", 0)

    def lr_lambda(step):
        if step < warmup:
            return (step + 1) / warmup
        progress = (step - warmup) / max(1, total_steps - warmup)
        return 0.5 * (1.0 + math.cos(math.pi * min(progress, 1.0)))

    return LambdaLR(optimizer, lr_lambda)
