import torch.nn as nn


class CellNet(nn.Module):
    def __init__(self, width=16):
        super().__init__()
        self.trunk = nn.Sequential(
            nn.Conv2d(1, width, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(width, width * 2, 3, padding=1), nn.ReLU(), nn.AdaptiveAvgPool2d(1),
            nn.Flatten(),
        )
        self.count_head = nn.Linear(width * 2, 1)
        self.border_head = nn.Linear(width * 2, 1)

    def forward(self, x):
        h = self.trunk(x)
        return {"count": self.count_head(h).squeeze(1), "border": self.border_head(h).squeeze(1)}
