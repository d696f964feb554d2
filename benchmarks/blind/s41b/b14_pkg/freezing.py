def freeze(module):
    """Put a trained network in inference mode for good: no dropout, no gradients."""
    module.eval()
    for p in module.parameters():
        p.requires_grad_(False)
    return module


def n_trainable(module):
    return sum(p.numel() for p in module.parameters() if p.requires_grad)
