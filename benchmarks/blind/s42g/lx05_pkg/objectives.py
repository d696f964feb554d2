import torch
import torch.nn.functional as F

from .comm import cut


def critic_objective(critic, real, generated):
    real_logit = critic(real)
    fake_logit = critic(cut(generated))
    return (F.binary_cross_entropy_with_logits(real_logit, torch.full_like(real_logit, 0.9))
            + F.binary_cross_entropy_with_logits(fake_logit, torch.zeros_like(fake_logit)))


def thrower_objective(critic, generated):
    logit = critic(generated)
    return F.binary_cross_entropy_with_logits(logit, torch.ones_like(logit))
