import torch


def mixup(x, y, alpha=0.4):
    lam = float(torch.distributions.Beta(alpha, alpha).sample())
    perm = torch.randperm(x.size(0))
    return lam * x + (1 - lam) * x[perm], y, y[perm], lam
