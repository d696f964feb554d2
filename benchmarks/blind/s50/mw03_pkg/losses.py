"""Per-frame photometric loss with a gradient term that favours sharp drop edges."""
import torch


def frame_loss(pred, target):
    l1 = (pred - target).abs().mean()
    gy = lambda im: im[..., 1:, :] - im[..., :-1, :]
    return l1 + 0.5 * (gy(pred) - gy(target)).abs().mean()


def make_optimizer(model, lr=3e-3):
    return torch.optim.Adam(model.parameters(), lr=lr)
