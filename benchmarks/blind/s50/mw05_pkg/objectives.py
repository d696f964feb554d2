"""Loss and optimizer factory."""
import torch
import torch.nn.functional as F


def flicker_loss(pred, target):
    bright = (target > 0.3).float()
    return F.l1_loss(pred, target) + 0.5 * (bright * (pred - target).abs()).mean()


def make_optimizer(model, lr=2e-3):
    return torch.optim.AdamW(model.parameters(), lr=lr, weight_decay=1e-4)
