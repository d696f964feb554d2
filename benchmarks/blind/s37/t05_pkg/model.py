import torch
from torch import nn


class BoxRegressor(nn.Module):
    def __init__(self, width=16):
        super().__init__()
        self.backbone = nn.Sequential(
            nn.Conv2d(1, width, 3, padding=1), nn.BatchNorm2d(width), nn.ReLU(),
            nn.MaxPool2d(2),
            nn.Conv2d(width, 2 * width, 3, padding=1), nn.BatchNorm2d(2 * width), nn.ReLU(),
            nn.MaxPool2d(2),
            nn.Conv2d(2 * width, 2 * width, 3, padding=1), nn.ReLU(),
        )
        self.head = nn.Sequential(nn.Flatten(), nn.Linear(2 * width * 8 * 8, 64), nn.ReLU(),
                                  nn.Linear(64, 4))

    def forward(self, x):
        return torch.sigmoid(self.head(self.backbone(x)))
