import torch.nn as nn


class Encoder(nn.Module):
    """Stand-in for a self-supervised pretrained encoder."""

    def __init__(self, in_dim, feat_dim):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(in_dim, 128), nn.BatchNorm1d(128), nn.ReLU(), nn.Linear(128, feat_dim))

    def forward(self, x):
        return self.net(x)


class LinearProbe(nn.Module):
    def __init__(self, encoder, feat_dim, num_classes):
        super().__init__()
        self.encoder = encoder
        self.head = nn.Linear(feat_dim, num_classes)

    def forward(self, x):
        return self.head(self.encoder(x))
