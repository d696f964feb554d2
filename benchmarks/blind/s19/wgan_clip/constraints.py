def clip_parameters(module, bound):
    """Lipschitz constraint of the original WGAN: box-clip every weight."""
    for p in module.parameters():
        p.clamp_(-bound, bound)


def max_abs_weight(module):
    return max(p.abs().max().item() for p in module.parameters())
