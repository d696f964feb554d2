import torch


def param_groups(net, lr, head_mult):
    """Trunk at the base LR, head at a multiple of it, no decay on biases."""
    groups = []
    for part, mult in (("trunk", 1.0), ("head", head_mult)):
        named = list(getattr(net, part).named_parameters())
        groups.append({"params": [p for n, p in named if p.dim() > 1], "lr": lr * mult})
        groups.append({"params": [p for n, p in named if p.dim() <= 1], "lr": lr * mult,
                       "weight_decay": 0.0})
    return groups


def build_optimizer(net, cfg):
    return torch.optim.AdamW(param_groups(net, cfg["lr"], cfg["head_lr_mult"]),
                             weight_decay=cfg["weight_decay"])
