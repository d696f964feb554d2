import torch


def freeze(module):
    for p in module.parameters():
        p.require_grad = False
    return module.eval()


def trainable(module):
    return [p for p in module.parameters() if p.requires_grad]


def make_optimizer(cfg, params):
    return torch.optim.Adam(params, lr=cfg["lr"], betas=tuple(cfg.get("betas", (0.9, 0.99))))
