import copy

import torch.nn as nn


class IMUEncoder(nn.Module):
    def __init__(self, width=32, feat_dim=24):
        super().__init__()
        self.trunk = nn.Sequential(
            nn.Conv1d(3, width, 7, padding=3), nn.BatchNorm1d(width), nn.ReLU(),
            nn.Conv1d(width, width, 5, padding=2, stride=2), nn.BatchNorm1d(width), nn.ReLU(),
            nn.AdaptiveAvgPool1d(1), nn.Flatten(),
        )
        self.proj = nn.Sequential(nn.Linear(width, width), nn.ReLU(), nn.Linear(width, feat_dim))

    def embed(self, x):
        return self.trunk(x)

    def forward(self, x):
        return self.proj(self.trunk(x))


def build_pair(cfg):
    """Query encoder (trained by SGD) and key encoder (moving average of the query encoder)."""
    online = IMUEncoder(cfg["width"], cfg["feat_dim"])
    return {"query": online, "key": copy.deepcopy(online)}
