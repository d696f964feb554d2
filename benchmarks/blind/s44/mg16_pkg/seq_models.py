import torch
import torch.nn.functional as F
from torch import nn

from .registry import LOSSES, MODELS


@MODELS.register("BreakGRU")
class BreakGRU(nn.Module):
    def __init__(self, in_dim=4, hidden=32):
        super().__init__()
        self.inp = nn.Linear(in_dim, hidden)
        self.gru = nn.GRU(hidden, hidden)
        self.head = nn.Linear(hidden, 1)

    def forward(self, x, hidden=None):
        out, hidden = self.gru(torch.relu(self.inp(x)), hidden)
        return self.head(out).squeeze(-1), hidden


@LOSSES.register("FocalBCE")
class FocalBCE(nn.Module):
    def __init__(self, gamma=2.0, alpha=0.75):
        super().__init__()
        self.gamma, self.alpha = gamma, alpha

    def forward(self, logits, target):
        bce = F.binary_cross_entropy_with_logits(logits, target, reduction="none")
        p_t = torch.exp(-bce)
        weight = self.alpha * target + (1 - self.alpha) * (1 - target)
        return (weight * (1 - p_t) ** self.gamma * bce).mean()
