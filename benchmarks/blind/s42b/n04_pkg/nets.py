from torch import nn


class RotorNet(nn.Module):
    def __init__(self, n_out, width=24):
        super().__init__()
        self.backbone = nn.Sequential(
            nn.Conv1d(6, width, 7, padding=3), nn.BatchNorm1d(width), nn.ReLU(),
            nn.Conv1d(width, width, 7, padding=3, dilation=1), nn.BatchNorm1d(width), nn.ReLU(),
            nn.AdaptiveAvgPool1d(8), nn.Flatten(),
        )
        self.feat_dim = width * 8
        self.head = nn.Linear(self.feat_dim, n_out)

    def reset_head(self, n_out):
        self.head = nn.Linear(self.feat_dim, n_out)

    def forward(self, x):
        return self.head(self.backbone(x))
