"""Reusable pieces for adversarial task modules."""
import torch
import torch.nn.functional as F


class AdversarialMixin:
    """Expects ``self.generator`` and ``self.discriminator`` on the host class."""

    def sample_noise(self, n):
        return torch.randn(n, self.generator.z_dim, device=next(self.parameters()).device)

    def score_pair(self, real, fake):
        logits = self.discriminator(torch.cat([real, fake], dim=0))
        return logits[: real.size(0)], logits[real.size(0):]

    @staticmethod
    def bce_real(logits, smooth=0.9):
        return F.binary_cross_entropy_with_logits(logits, torch.full_like(logits, smooth))

    @staticmethod
    def bce_fake(logits):
        return F.binary_cross_entropy_with_logits(logits, torch.zeros_like(logits))
