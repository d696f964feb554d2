"""Hand-written Chamfer distance and an F-score metric."""
import torch


def pairwise_sq_dist(a, b):
    d2 = (a * a).sum(-1)[:, :, None] + (b * b).sum(-1)[:, None, :] - 2 * a @ b.transpose(1, 2)
    d2.clamp_(min=0.0)
    return d2


def chamfer(pred, target):
    d2 = pairwise_sq_dist(pred, target)
    return d2.min(dim=2).values.mean() + d2.min(dim=1).values.mean()


@torch.no_grad()
def f_score(pred, target, tau=0.05):
    d = pairwise_sq_dist(pred, target).sqrt()
    precision = (d.min(dim=2).values < tau).float().mean(1)
    recall = (d.min(dim=1).values < tau).float().mean(1)
    return (2 * precision * recall / (precision + recall + 1e-8)).mean()
