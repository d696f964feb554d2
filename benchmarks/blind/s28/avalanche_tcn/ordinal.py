import torch
import torch.nn.functional as F
from torch import nn


class CoralHead(nn.Module):
    """CORAL (Cao et al., 2020): one shared weight vector, K-1 ordered thresholds."""

    def __init__(self, features, levels):
        super().__init__()
        self.score = nn.Linear(features, 1, bias=False)
        self.thresholds = nn.Parameter(torch.linspace(-1, 1, levels - 1))

    def forward(self, features):
        return self.score(features) - self.thresholds            # [batch, K-1] logits of y > k


def coral_loss(logits, levels):
    above = (levels[:, None] > torch.arange(logits.shape[1])).float()
    return F.binary_cross_entropy_with_logits(logits, above)


def predict_level(logits):
    return (torch.sigmoid(logits) > 0.5).sum(1)
