import torch
import torch.nn.functional as F


def pgd(net, x, y, eps, alpha, steps, gen):
    """L-inf PGD with a random start, in signal units (V)."""
    was_training = net.training
    net.eval()
    delta = (2 * torch.rand(x.shape, generator=gen) - 1).mul_(eps).requires_grad_(True)
    for _ in range(steps):
        x_adv = x + delta
        loss = F.cross_entropy(net(x_adv), y)
        loss.backward()
        step = alpha * x_adv.grad.sign()
        with torch.no_grad():
            delta.add_(step).clamp_(-eps, eps)
        delta.grad = None
    net.train(was_training)
    return (x + delta).detach()
