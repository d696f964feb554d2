import torch.nn as nn


class DripNet(nn.Module):
    def __init__(self, hidden, feat_dim=32, n_classes=4):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(64, hidden), nn.ReLU(), nn.Linear(hidden, feat_dim), nn.ReLU())
        self.cls = nn.Linear(feat_dim, n_classes)

    def forward(self, x):
        feat = self.body(x)
        return self.cls(feat), feat


class FeatureCritic(nn.Module):
    """Tells teacher features (real) from student features (fake)."""

    def __init__(self, feat_dim=32, hidden=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(feat_dim, hidden), nn.LeakyReLU(0.2), nn.Linear(hidden, 1))

    def forward(self, feat):
        return self.net(feat).squeeze(1)
