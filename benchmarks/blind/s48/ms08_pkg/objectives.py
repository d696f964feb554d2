import torch
import torch.nn.functional as F

from .registry import OBJECTIVES


@OBJECTIVES.register("info_nce")
def info_nce(za, zb, *, temperature=0.2):
    logits = za @ zb.t() / temperature
    labels = torch.arange(za.shape[0])
    return 0.5 * (F.cross_entropy(logits, labels) + F.cross_entropy(logits.t(), labels))


@OBJECTIVES.register("variance_floor")
def variance_floor(za, zb, *, floor=0.15):
    std = torch.sqrt(torch.cat([za, zb]).var(dim=0) + 1e-4)
    return F.relu(floor - std).mean()
