import torch.nn.functional as F

from .registry import OBJECTIVES


@OBJECTIVES.register("logistic")
class LogisticGan:
    def __init__(self, *, reduction="mean"):
        self.reduction = reduction

    def _reduce(self, per_sample):
        return per_sample.mean() if self.reduction == "mean" else per_sample.sum()

    def d_loss(self, real_logits, fake_logits):
        return self._reduce(F.softplus(-real_logits) + F.softplus(fake_logits))

    def g_loss(self, fake_logits):
        return self._reduce(F.softplus(-fake_logits))
