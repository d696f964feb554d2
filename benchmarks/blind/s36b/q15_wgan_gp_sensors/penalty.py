import torch


def set_requires_grad(net, flag):
    for p in net.parameters():
        p.requires_grad = flag


def gradient_penalty(critic, real, fake):
    alpha = torch.rand(real.size(0), 1)
    interpolates = (alpha * real + (1 - alpha) * fake).requires_grad_(True)
    scores = critic(interpolates)
    grads, = torch.autograd.grad(scores.sum(), interpolates, create_graph=True)
    return ((grads.norm(2, dim=1) - 1) ** 2).mean()
