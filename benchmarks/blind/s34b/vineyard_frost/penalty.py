import torch


def gradient_penalty(critic, h_s, h_t):
    alpha = torch.rand(h_s.size(0), 1)
    mix = (alpha * h_s + (1.0 - alpha) * h_t).detach().requires_grad_(True)
    score = critic(mix)
    (grad,) = torch.autograd.grad(score.sum(), mix, create_graph=True)
    return ((grad.norm(dim=1) - 1.0) ** 2).mean()


def wasserstein(critic, h_s, h_t):
    return critic(h_s).mean() - critic(h_t).mean()
