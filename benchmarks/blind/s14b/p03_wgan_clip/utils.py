import torch


def clip_weights(module, clip_value):
    """Enforce the Lipschitz constraint of the original WGAN by weight clipping."""
    for p in module.parameters():
        p.clamp_(-clip_value, clip_value)


def sample_data(n, x_dim):
    base = torch.tensor([1.0, -1.0, 0.5, 2.0])[:x_dim]
    return base + 0.2 * torch.randn(n, x_dim)
