import torch
from torch import nn
from torch.utils.checkpoint import checkpoint_sequential


class ChainWearNet(nn.Module):
    def __init__(self, width=32):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv1d(2, width, 7, padding=3), nn.BatchNorm1d(width), nn.ReLU(),
            nn.Conv1d(width, width, 7, stride=2, padding=3), nn.BatchNorm1d(width), nn.ReLU(),
            nn.Conv1d(width, width, 7, stride=2, padding=3), nn.BatchNorm1d(width), nn.ReLU(),
        )
        self.head = nn.Sequential(nn.Linear(2 * width, 64), nn.ReLU(), nn.Linear(64, 1))
        self.segments = 3

    def forward(self, x):
        if self.training and torch.is_grad_enabled():
            f = checkpoint_sequential(self.features, self.segments, x, use_reentrant=False)
        else:
            f = self.features(x)
        pooled = torch.cat([f.mean(-1), f.amax(-1)], dim=1)
        return torch.sigmoid(self.head(pooled)).squeeze(1)
