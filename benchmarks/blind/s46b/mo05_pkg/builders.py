import torch

from .prior import PRIORS


def instantiate_from_config(cfg):
    return PRIORS[cfg["target"]](**cfg.get("params", {}))


def make_optimizer(cfg, params):
    return getattr(torch.optim, cfg["name"])(params, **cfg["kwargs"])
