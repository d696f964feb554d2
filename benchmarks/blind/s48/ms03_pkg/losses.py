import torch
import torch.nn.functional as F

from .registry import LOSSES, register


@register(LOSSES, "non_saturating")
class NonSaturating:
    def __init__(self, *, label_smooth=0.0):
        self.label_smooth = label_smooth

    def critic_loss(self, real_logits, fake_logits):
        real_t = torch.full_like(real_logits, 1.0 - self.label_smooth)
        return (F.binary_cross_entropy_with_logits(real_logits, real_t)
                + F.binary_cross_entropy_with_logits(fake_logits, torch.zeros_like(fake_logits)))

    def generator_loss(self, fake_logits):
        return F.binary_cross_entropy_with_logits(fake_logits, torch.ones_like(fake_logits))
