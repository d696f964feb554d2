import torch
from torch import nn


class CastleNet(nn.Module):
    def __init__(self, n_in, width=64):
        super().__init__()
        self.shared = nn.Sequential(nn.Linear(n_in, width), nn.ReLU(), nn.Linear(width, width), nn.ReLU())
        self.collapse_head = nn.Linear(width, 1)
        self.survival_head = nn.Linear(width, 1)

    def forward(self, x):
        h = self.shared(x)
        return self.collapse_head(h).squeeze(1), self.survival_head(h).squeeze(1)


def joint_loss(outputs, collapse, log_minutes, survival_weight):
    logit, log_min_hat = outputs
    bce = nn.functional.binary_cross_entropy_with_logits(logit, collapse)
    mse = nn.functional.mse_loss(log_min_hat, log_minutes)
    return bce + survival_weight * mse, {"bce": bce, "mse": mse}
