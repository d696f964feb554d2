"""Non-saturating GAN objectives.  The critic objective stops gradients into the
generator itself, so callers can pass the generator output as is."""
import torch
import torch.nn.functional as F


def critic_objective(critic, real, generated):
    real_logits = critic(real)
    fake_logits = critic(generated.detach())
    return (F.binary_cross_entropy_with_logits(real_logits, torch.full_like(real_logits, 0.9))
            + F.binary_cross_entropy_with_logits(fake_logits, torch.zeros_like(fake_logits)))


def generator_objective(critic, generated):
    logits = critic(generated)
    return F.binary_cross_entropy_with_logits(logits, torch.ones_like(logits))
