import torch


def r1_penalty(scores_real, real, gamma):
    (grad,) = torch.autograd.grad(scores_real.sum(), real, create_graph=True)
    return 0.5 * gamma * grad.square().sum(dim=1).mean()


def mmd_rbf(a, b, scale=1.0):
    def k(x, y):
        return torch.exp(-torch.cdist(x, y).square() / (2 * scale ** 2)).mean()

    return (k(a, a) + k(b, b) - 2 * k(a, b)).item()
