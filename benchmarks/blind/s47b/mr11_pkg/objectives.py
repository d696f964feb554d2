import torch
import torch.nn.functional as F


def symmetric_info_nce(za, zb, temperature):
    za, zb = F.normalize(za, dim=1), F.normalize(zb, dim=1)
    logits = za @ zb.t() / temperature
    labels = torch.arange(za.shape[0])
    return 0.5 * (F.cross_entropy(logits, labels) + F.cross_entropy(logits.t(), labels))


OBJECTIVES = {"info_nce": symmetric_info_nce}
