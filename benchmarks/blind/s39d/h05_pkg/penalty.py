import torch


def gradient_penalty(critic, real, fake):
    """WGAN-GP: (||grad_x D(x_hat)|| - 1)^2 on random interpolates."""
    eps = torch.rand(real.size(0), 1)
    x_hat = eps * real + (1.0 - eps) * fake
    x_hat.requires_grad_(True)
    scores = critic(x_hat)
    grads, = torch.autograd.grad(scores, x_hat, grad_outputs=torch.ones_like(scores), create_graph=True)
    return ((grads.norm(2, dim=1) - 1.0) ** 2).mean()
