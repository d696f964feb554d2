"""The two training objectives."""
import torch.nn.functional as F


def eta_huber(out, batch):
    return F.huber_loss(out["minutes"], batch["minutes"], delta=5.0)


def late_bce(out, batch, pos_weight=2.0):
    w = 1.0 + (pos_weight - 1.0) * batch["late"]
    return F.binary_cross_entropy_with_logits(out["late_logit"], batch["late"], weight=w)
