from torch import nn


class WeightedBCE(nn.Module):
    """Implicit-feedback loss: sampled negatives are down-weighted."""

    def __init__(self, neg_weight):
        super().__init__()
        self.neg_weight = neg_weight
        self.bce = nn.BCEWithLogitsLoss(reduction="none")

    def forward(self, logits, labels):
        weights = labels + self.neg_weight * (1 - labels)
        return self.bce(logits, labels) * weights
