import torch
import torch.nn.functional as F


class NonSaturating:
    def __init__(self, label_smoothing=0.0):
        self.smooth = label_smoothing

    def discriminator(self, real_logits, fake_logits):
        real_t = torch.full_like(real_logits, 1.0 - self.smooth)
        return (F.binary_cross_entropy_with_logits(real_logits, real_t)
                + F.binary_cross_entropy_with_logits(fake_logits, torch.zeros_like(fake_logits)))

    def generator(self, fake_logits):
        return F.binary_cross_entropy_with_logits(fake_logits, torch.ones_like(fake_logits))


OBJECTIVES = {"ns": NonSaturating}
