"""helpers.py -- sampling and bookkeeping for the GAN notebook."""
import torch


def noise(n, z_dim):
    return torch.randn(n, z_dim)


@torch.no_grad()
def sample_fakes(gen, n):
    """Samples for the critic's turn: no graph back into the generator is needed."""
    return gen(noise(n, gen.z_dim))


def set_trainable(net, flag):
    for p in net.parameters():
        p.requires_grad_(flag)


def lopsided_fraction(arms):
    return (arms[:, 0] > 1.15).float().mean().item()
