import torch.nn as nn


class StampNet(nn.Module):
    def __init__(self, num_classes=4, width=16, p_drop=0.25):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv2d(1, width, 3, padding=1), nn.BatchNorm2d(width), nn.ReLU(),
            nn.Conv2d(width, width, 3, padding=1), nn.BatchNorm2d(width), nn.ReLU(),
            nn.MaxPool2d(2),
            nn.Conv2d(width, 2 * width, 3, padding=1), nn.BatchNorm2d(2 * width), nn.ReLU(),
            nn.MaxPool2d(2),
            nn.Conv2d(2 * width, 4 * width, 3, padding=1), nn.BatchNorm2d(4 * width), nn.ReLU(),
            nn.AdaptiveAvgPool2d(2),
        )
        self.fc = nn.Sequential(nn.Flatten(), nn.Dropout(p_drop), nn.Linear(16 * width, num_classes))

    def forward(self, x):
        return self.fc(self.conv(x))
