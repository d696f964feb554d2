import torch
import torch.nn.functional as F


def d_loss(disc, real, fake, labels):
    real_logits = disc(real, labels)
    fake_logits = disc(fake, labels)
    return (F.binary_cross_entropy_with_logits(real_logits, torch.ones_like(real_logits))
            + F.binary_cross_entropy_with_logits(fake_logits, torch.zeros_like(fake_logits)))


def g_loss(disc, fake, labels):
    logits = disc(fake, labels)
    return F.binary_cross_entropy_with_logits(logits, torch.ones_like(logits))
