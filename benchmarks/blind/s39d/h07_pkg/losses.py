import torch
import torch.nn.functional as F


def lsgan(pred, is_real):
    target = torch.ones_like(pred) if is_real else torch.zeros_like(pred)
    return F.mse_loss(pred, target)


def cycle_l1(recon, original, weight):
    return weight * F.l1_loss(recon, original)
