import torch


def make_optimizer(net, name="SGD", base_lr=0.01, head_mult=10.0, **kw):
    groups = [
        {"params": list(net.features.parameters()) + list(net.domain_gain.parameters()), "lr": base_lr},
        {"params": net.heads.parameters(), "lr": base_lr * head_mult},
    ]
    return getattr(torch.optim, name)(groups, **kw)
