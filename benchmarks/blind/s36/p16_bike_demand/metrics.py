import torch


@torch.no_grad()
def rmsle(pred, target):
    """Root mean squared logarithmic error, the competition metric."""
    return torch.sqrt(torch.mean((torch.log1p(pred) - torch.log1p(target)) ** 2))


@torch.no_grad()
def mae(pred, target):
    return (pred - target).abs().mean()
