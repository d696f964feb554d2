"""Photometric loss with a sparsity prior on steam density; optimizer factory."""
import torch


def plume_loss(pred, target, sigma, sparsity=1e-3):
    return ((pred - target) ** 2).mean() + sparsity * sigma.mean()


def build_optimizer(field, lr=4e-3):
    opt = torch.optim.Adam(field.parameters(), lr=lr)
    sched = torch.optim.lr_scheduler.ExponentialLR(opt, gamma=0.995)
    return opt, sched
