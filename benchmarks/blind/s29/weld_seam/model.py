import torch
from torch import nn

from weld_seam.traces import DEFECTS


class SeamNet(nn.Module):
    def __init__(self, width=32):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv1d(2, width, 7, padding=3), nn.GELU(),
            nn.Conv1d(width, width, 5, padding=2, stride=2), nn.GELU(),
            nn.Conv1d(width, width, 5, padding=2, stride=2), nn.GELU(),
        )
        self.defect = nn.Linear(2 * width, len(DEFECTS))
        self.depth = nn.Linear(2 * width, 1)

    def forward(self, x):
        h = self.features(x)
        pooled = torch.cat([h.mean(dim=2), h.amax(dim=2)], dim=1)
        return self.defect(pooled), self.depth(pooled).squeeze(1)


class HomoscedasticLoss(nn.Module):
    """Kendall et al.: tasks weighted by learned log-variances."""

    def __init__(self, tasks=2):
        super().__init__()
        self.log_vars = nn.Parameter(torch.zeros(tasks))

    def forward(self, logits, depth_pred, label, depth):
        ce = nn.functional.cross_entropy(logits, label)
        mse = nn.functional.mse_loss(depth_pred, depth)
        precision = torch.exp(-self.log_vars)
        total = precision[0] * ce + 0.5 * precision[1] * mse + self.log_vars.sum() / 2
        return total, ce.detach(), mse.detach()
