import itertools

import torch


def param_groups(net, cfg):
    return [
        {"params": net.trunk.parameters(), "lr": cfg.trunk_lr, "name": "trunk"},
        {"params": itertools.chain.from_iterable(h.parameters() for h in net.heads.values()),
         "lr": cfg.head_lr, "name": "heads", "weight_decay": 0.0},
    ]


def make_optimizer(net, cfg):
    return torch.optim.AdamW(param_groups(net, cfg), weight_decay=cfg.weight_decay)
