import torch


def stop_gradient(t):
    """Same values, no history: what the critic sees of the generator's output."""
    return t.detach()


def gradient_penalty(critic, real, fake):
    eps = torch.rand(real.size(0), 1)
    mix = (eps * real + (1 - eps) * fake).requires_grad_(True)
    score = critic(mix)
    (grad,) = torch.autograd.grad(score.sum(), mix, create_graph=True)
    return ((grad.norm(dim=1) - 1) ** 2).mean()
