"""Symmetric Chamfer-L2 (written out by hand) used for training curves and test scores."""
import torch


@torch.no_grad()
def chamfer_l2(pred, target):
    diff = pred[:, :, None, :] - target[:, None, :, :]
    d2 = (diff ** 2).sum(-1)
    return d2.min(dim=2).values.mean() + d2.min(dim=1).values.mean()
