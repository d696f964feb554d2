import torch.nn as nn


class PointEncoder(nn.Module):
    def __init__(self, feat_dim):
        super().__init__()
        self.mlp = nn.Sequential(
            nn.Conv1d(3, 32, 1), nn.BatchNorm1d(32), nn.ReLU(),
            nn.Conv1d(32, feat_dim, 1), nn.BatchNorm1d(feat_dim), nn.ReLU(),
        )

    def forward(self, pts):
        return self.mlp(pts.transpose(1, 2)).max(dim=-1).values


class PointClassifier(nn.Module):
    def __init__(self, encoder, feat_dim, n_classes):
        super().__init__()
        self.encoder = encoder
        self.head = nn.Sequential(nn.Linear(feat_dim, 64), nn.ReLU(), nn.Dropout(0.2), nn.Linear(64, n_classes))

    def forward(self, pts):
        return self.head(self.encoder(pts))
