import torch.nn as nn


class TabularNet(nn.Module):
    def __init__(self, in_dim=12, hidden=48, n_classes=4):
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(in_dim, hidden), nn.GELU(),
            nn.Linear(hidden, hidden), nn.GELU(),
        )
        self.head = nn.Linear(hidden, n_classes)

    def forward(self, x):
        return self.head(self.body(x))
