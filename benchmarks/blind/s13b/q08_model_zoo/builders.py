from functools import partial

import torch
import torch.nn.functional as F


def focal_loss(logits, target, gamma=2.0):
    logp = F.log_softmax(logits, dim=-1).gather(1, target.unsqueeze(1)).squeeze(1)
    return (-(1 - logp.exp()) ** gamma * logp).mean()


def build_criterion(cfg):
    if cfg["loss"] == "ce":
        return partial(F.cross_entropy, label_smoothing=cfg.get("smoothing", 0.0))
    if cfg["loss"] == "focal":
        return partial(focal_loss, gamma=cfg.get("gamma", 2.0))
    raise ValueError(cfg["loss"])


def build_optimizer(model, cfg):
    params = [p for p in model.parameters() if p.requires_grad]
    if cfg["optimizer"] == "sgd":
        return torch.optim.SGD(params, lr=cfg["lr"], momentum=0.9, nesterov=True)
    return torch.optim.AdamW(params, lr=cfg["lr"], weight_decay=cfg.get("weight_decay", 0.0))


def build_scheduler(optimizer, cfg, steps_per_epoch):
    return torch.optim.lr_scheduler.OneCycleLR(optimizer, max_lr=cfg["lr"],
                                               total_steps=cfg["epochs"] * steps_per_epoch)
