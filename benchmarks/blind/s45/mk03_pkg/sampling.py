import torch


@torch.no_grad()
def sample_fakes(generator, n, latent_dim):
    """Draw a batch from the generator for the discriminator update."""
    z = torch.randn(n, latent_dim)
    return generator(z)


def r1_penalty(scores, inputs):
    (grad,) = torch.autograd.grad(scores.sum(), inputs, create_graph=True)
    return grad.pow(2).sum(dim=1).mean()
