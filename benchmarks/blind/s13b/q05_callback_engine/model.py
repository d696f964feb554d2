import torch.nn as nn


class StripeNet(nn.Module):
    def __init__(self, channels=8, num_classes=2):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(1, channels, 3, padding=1), nn.BatchNorm2d(channels), nn.ReLU(inplace=True),
            nn.MaxPool2d(2),
            nn.Conv2d(channels, channels * 2, 3, padding=1), nn.ReLU(inplace=True),
            nn.AdaptiveAvgPool2d(1),
        )
        self.head = nn.Linear(channels * 2, num_classes)

    def forward(self, x):
        return self.head(self.features(x).flatten(1))
