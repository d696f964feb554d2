import torch


def param_groups(net, base_lr, head_mult=10.0):
    head, rest = [], []
    for name, p in net.named_parameters():
        if not p.requires_grad:
            continue
        (head if name.startswith("decoder.") else rest).append(p)
    return [{"params": rest, "lr": base_lr}, {"params": head, "lr": base_lr * head_mult}]


def build_optimizer(cfg, net):
    groups = param_groups(net, cfg["lr"], cfg.get("head_mult", 10.0))
    groups = [g for g in groups if g["params"]]
    return getattr(torch.optim, cfg["name"])(groups, **cfg.get("kwargs", {}))
