import torch.nn as nn


class SharedMLP(nn.Sequential):
    def __init__(self, dims):
        layers = []
        for a, b in zip(dims[:-1], dims[1:]):
            layers += [nn.Conv1d(a, b, 1), nn.BatchNorm1d(b), nn.ReLU(inplace=True)]
        super().__init__(*layers)


class PointNetCls(nn.Module):
    def __init__(self, num_classes=4, dropout=0.3):
        super().__init__()
        self.feat = SharedMLP([3, 32, 64, 128])
        self.head = nn.Sequential(
            nn.Linear(128, 64), nn.BatchNorm1d(64), nn.ReLU(inplace=True),
            nn.Dropout(dropout), nn.Linear(64, num_classes),
        )

    def forward(self, pts):
        x = self.feat(pts.transpose(1, 2))
        return self.head(x.max(dim=2).values)
