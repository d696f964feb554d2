import torch


def latent(n, dim):
    return torch.randn(n, dim)


@torch.no_grad()
def clip_(module, bound):
    for w in module.parameters():
        w.clamp_(-bound, bound)


@torch.no_grad()
def draw(sampler, n):
    return sampler(latent(n, sampler.z_dim))
