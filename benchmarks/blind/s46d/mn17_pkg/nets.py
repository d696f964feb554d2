import torch.nn as nn


class PopNet(nn.Module):
    def __init__(self, channels, feat_dim, n_cls):
        super().__init__()
        self.frontend = nn.Sequential(
            nn.Conv1d(1, channels, 15, stride=4, padding=7), nn.BatchNorm1d(channels), nn.ReLU(),
            nn.Conv1d(channels, channels, 9, stride=2, padding=4), nn.BatchNorm1d(channels), nn.ReLU(),
            nn.AdaptiveAvgPool1d(8),
        )
        self.embed = nn.Linear(channels * 8, feat_dim)
        self.head = nn.Linear(feat_dim, n_cls)

    def forward(self, x):
        f = self.embed(self.frontend(x.unsqueeze(1)).flatten(1)).relu()
        return self.head(f), f
