import torch
import torch.nn.functional as F


def adversarial_loss(logits, target_is_real):
    target = torch.ones_like(logits) if target_is_real else torch.zeros_like(logits)
    return F.binary_cross_entropy_with_logits(logits, target)


def generator_loss(discriminator, fake):
    return adversarial_loss(discriminator(fake), True)


def discriminator_loss(discriminator, real, fake):
    real_loss = adversarial_loss(discriminator(real), True)
    fake_loss = adversarial_loss(discriminator(fake.detach()), False)
    return 0.5 * (real_loss + fake_loss)
