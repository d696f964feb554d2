import torch

OPT_DEFAULTS = {"Adam": {}, "AdamW": {"weight_decay": 1e-4}, "RMSprop": {"alpha": 0.9}}


def make_optimizer(net, cfg):
    cls = getattr(torch.optim, cfg["opt"])
    return cls(net.parameters(), lr=cfg["lr"], **OPT_DEFAULTS[cfg["opt"]])
