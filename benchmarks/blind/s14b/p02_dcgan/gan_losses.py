import torch
import torch.nn.functional as F


def discriminator_loss(netD, real, fake):
    """Standard non-saturating D loss. The fake batch is detached here so that
    the discriminator update never reaches into the generator's graph."""
    logits_real = netD(real)
    logits_fake = netD(fake.detach())
    loss_real = F.binary_cross_entropy_with_logits(logits_real, torch.ones_like(logits_real))
    loss_fake = F.binary_cross_entropy_with_logits(logits_fake, torch.zeros_like(logits_fake))
    return loss_real + loss_fake


def generator_loss(netD, fake):
    logits = netD(fake)
    return F.binary_cross_entropy_with_logits(logits, torch.ones_like(logits))
