"""Optimizer set-up: FTRL-ish treatment of the wide part, Adam with decay for the deep part."""
import torch


def build_optimizer(net, cfg):
    wide_params, deep_params = [], []
    for name, p in net.named_parameters():
        (wide_params if name.startswith("wide.") else deep_params).append(p)
    groups = [
        {"params": deep_params, "weight_decay": cfg["weight_decay"]},
        {"params": wide_params, "lr": cfg["wide_lr"], "weight_decay": 0.0},
    ]
    return torch.optim.Adam(groups, lr=cfg["lr"])
