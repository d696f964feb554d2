import torch
from torch import nn


class ChimeNet(nn.Module):
    def __init__(self, n_bins=36, width=48, n_classes=2):
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Conv1d(n_bins, width, 3, padding=1), nn.BatchNorm1d(width), nn.ReLU(),
            nn.Conv1d(width, width, 3, padding=1), nn.BatchNorm1d(width), nn.ReLU(),
        )
        self.temporal = nn.GRU(width, width, batch_first=True)
        self.head = nn.Linear(width, n_classes)

    def forward(self, feats):
        h, _ = self.temporal(self.encoder(feats).transpose(1, 2))
        return self.head(h[:, -1])
