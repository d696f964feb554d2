from functools import partial

import torch

from nets import Net

OPTIMIZERS = {
    "sgd": partial(torch.optim.SGD, momentum=0.9, nesterov=True),
    "adamw": partial(torch.optim.AdamW, weight_decay=0.01),
}


def make_model(cfg):
    return Net(cfg["n_classes"], cfg["in_dim"])


def make_optim(model, cfg):
    optimizer = OPTIMIZERS[cfg["optimizer"]](model.parameters(), lr=cfg["lr"])
    scheduler = torch.optim.lr_scheduler.LambdaLR(optimizer, lambda s: min(1.0, (s + 1) / cfg["warmup"]))
    return optimizer, scheduler


def build(cfg):
    model = make_model(cfg)
    return (model, *make_optim(model, cfg))
