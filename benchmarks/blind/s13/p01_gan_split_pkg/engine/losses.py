import torch
import torch.nn.functional as F


def discriminator_loss(real_logits, fake_logits):
    real_term = F.binary_cross_entropy_with_logits(real_logits, torch.ones_like(real_logits))
    fake_term = F.binary_cross_entropy_with_logits(fake_logits, torch.zeros_like(fake_logits))
    return 0.5 * (real_term + fake_term)


def generator_loss(fake_logits):
    return F.binary_cross_entropy_with_logits(fake_logits, torch.ones_like(fake_logits))
