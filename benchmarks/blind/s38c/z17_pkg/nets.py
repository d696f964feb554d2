import torch.nn as nn


class CallNet(nn.Module):
    def __init__(self, n_classes=4, width=16):
        super().__init__()
        self.body = nn.Sequential(
            nn.Conv2d(1, width, 3, padding=1), nn.BatchNorm2d(width), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(width, 2 * width, 3, padding=1), nn.BatchNorm2d(2 * width), nn.ReLU(),
            nn.AdaptiveAvgPool2d(1), nn.Flatten(),
        )
        self.fc = nn.Linear(2 * width, n_classes)

    def forward(self, x):
        return self.fc(self.body(x))
