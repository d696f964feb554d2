import torch


def freeze(module):
    for p in module.parameters():
        p.requires_grad_(False)
    module.eval()
    return module


def build_optimizer(model, opts):
    cls = getattr(torch.optim, opts.optim)
    return cls(model.parameters(), **opts.optim_kwargs)


def count_trainable(model):
    return sum(p.numel() for p in model.parameters() if p.requires_grad)
