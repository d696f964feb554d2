import torch
from torch import nn


class PopTagger(nn.Module):
    def __init__(self, n_bands, n_classes, width=32):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv1d(n_bands, width, 5, padding=2), nn.BatchNorm1d(width), nn.ReLU(),
            nn.Conv1d(width, width, 5, padding=4, dilation=2), nn.BatchNorm1d(width), nn.ReLU(),
        )
        self.classifier = nn.Linear(2 * width, n_classes)

    def forward(self, feats):
        h = self.conv(feats)
        pooled = torch.cat([h.mean(-1), h.amax(-1)], dim=-1)
        return self.classifier(pooled)
