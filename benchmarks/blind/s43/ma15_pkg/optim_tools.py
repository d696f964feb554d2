import torch


def make_optimizer(params, cfg):
    return torch.optim.Adam(params, lr=cfg.trunk_lr)


def attach_head(optimizer, head, lr):
    """Register a freshly created head with an optimizer that already exists."""
    optimizer.add_param_group({"params": list(head.parameters()), "lr": lr})
