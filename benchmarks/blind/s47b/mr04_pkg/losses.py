import torch
import torch.nn.functional as F


def generalized_ce(logits, target, q=0.7):
    """Noise-robust GCE loss (Zhang & Sabuncu, 2018)."""
    p = F.softmax(logits, dim=1).gather(1, target.unsqueeze(1)).squeeze(1)
    return ((1 - p.clamp_min(1e-6) ** q) / q).mean()


LOSSES = {"gce": generalized_ce, "ce": F.cross_entropy}
OPTIMIZERS = {"sgd": torch.optim.SGD, "adam": torch.optim.Adam}
