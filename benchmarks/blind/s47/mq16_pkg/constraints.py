"""Lipschitz constraints for the critic."""


def clip_parameters(module, bound):
    for p in module.parameters():
        p.clamp_(-bound, bound)


def lipschitz_bound(module):
    return max(float(p.detach().abs().max()) for p in module.parameters())
