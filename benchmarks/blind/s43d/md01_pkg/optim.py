import torch

DEFAULTS = {"lr": 3e-3, "weight_decay": 1e-4, "betas": (0.9, 0.999)}


def make_optimizer(net, overrides=None):
    cfg = dict(DEFAULTS, **(overrides or {}))
    return torch.optim.AdamW(net.parameters(), lr=cfg["lr"], betas=cfg["betas"],
                             weight_decay=cfg["weight_decay"])
