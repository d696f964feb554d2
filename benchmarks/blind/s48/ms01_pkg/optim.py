import torch


def param_groups(model, weight_decay):
    decay, no_decay = [], []
    for _, p in model.named_parameters():
        if not p.requires_grad:
            continue
        (no_decay if p.ndim <= 1 else decay).append(p)
    return [
        {"params": decay, "weight_decay": weight_decay},
        {"params": no_decay, "weight_decay": 0.0},
    ]


def build_optimizer(model, optim_cfg):
    groups = param_groups(model, optim_cfg.weight_decay)
    return getattr(torch.optim, optim_cfg.name)(groups, **optim_cfg.kwargs)
