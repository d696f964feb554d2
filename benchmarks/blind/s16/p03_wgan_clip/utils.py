import torch


def make_optimizer(params, name, **kwargs):
    return getattr(torch.optim, name)(params, **kwargs)


def clip_weights(module, bound):
    for p in module.parameters():
        p.clamp_(-bound, bound)


def banana(n):
    x = torch.randn(n)
    y = 0.5 * x ** 2 + 0.3 * torch.randn(n)
    return torch.stack([x, y], dim=1)
