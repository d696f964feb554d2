import torch
import torch.nn.functional as F


def pgd_linf(model, x, y, eps, alpha, steps, random_start=True):
    """L-inf projected gradient descent on the input (Madry et al., 2018)."""
    if random_start:
        delta = torch.empty_like(x).uniform_(-eps, eps)
    else:
        delta = torch.zeros_like(x)
    delta = (x + delta).clamp(0, 1) - x
    for _ in range(steps):
        delta.requires_grad = True
        loss = F.cross_entropy(model(x + delta), y)
        grad, = torch.autograd.grad(loss, delta)
        delta = (delta + alpha * grad.sign()).clamp(-eps, eps)
        delta = (x + delta).clamp(0, 1) - x
    return (x + delta).detach()


def fgsm(model, x, y, eps):
    return pgd_linf(model, x, y, eps, alpha=eps, steps=1, random_start=False)
