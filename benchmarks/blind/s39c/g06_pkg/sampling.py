import torch

from .nets import LATENT


def noise(n, latent=LATENT):
    return torch.randn(n, latent)


@torch.no_grad()
def sample_fakes(gen, n):
    """Fakes for the discriminator update: nothing upstream of them needs gradients."""
    return gen(noise(n))


def set_requires_grad(net, flag):
    for p in net.parameters():
        p.requires_grad = flag
