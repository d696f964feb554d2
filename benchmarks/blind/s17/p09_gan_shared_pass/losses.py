import torch
import torch.nn.functional as F


def real_vs_made(on_real, on_made):
    return (F.binary_cross_entropy_with_logits(on_real, torch.ones_like(on_real))
            + F.binary_cross_entropy_with_logits(on_made, torch.zeros_like(on_made)))


def fool(on_made):
    return F.binary_cross_entropy_with_logits(on_made, torch.ones_like(on_made))
