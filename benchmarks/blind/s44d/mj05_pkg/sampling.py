import torch


def latent(n, z_dim, device):
    return torch.randn(n, z_dim, device=device)


@torch.no_grad()
def fakes_for_critic(generator, n, z_dim, device):
    """Generated blocks for the critic's update: inference only, nothing flows back to the generator."""
    return generator(latent(n, z_dim, device))


def fakes_for_generator(generator, n, z_dim, device):
    return generator(latent(n, z_dim, device))
