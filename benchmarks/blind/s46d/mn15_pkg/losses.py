import torch
import torch.nn as nn
import torch.nn.functional as F


class InfoNCE(nn.Module):
    def forward(self, logits, labels):
        return F.cross_entropy(logits, labels)


class SwappedPrototypes(nn.Module):
    """Cheap SwAV-flavoured term: predict the (sharpened) prototype assignment of the key."""

    def __init__(self, bank, temp=0.1):
        super().__init__()
        self.bank, self.temp = bank, temp

    def forward(self, q, k_assign):
        return -(k_assign * F.log_softmax(self.bank(q) / self.temp, 1)).sum(1).mean()


def build_criterions(mode, bank):
    crits = nn.ModuleDict({"nce": InfoNCE()})
    if "proto" in mode:
        crits["proto"] = SwappedPrototypes(bank)
    return crits


def build_optimizer(moco, criterions, lr):
    return torch.optim.SGD(list(moco.parameters()) + list(criterions.parameters()), lr=lr,
                           momentum=0.9, weight_decay=1e-4)
