import torch.nn as nn


class PatchCNN(nn.Module):
    def __init__(self, num_classes=2, width=16, dropout=0.3):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(1, width, 5, padding=2), nn.BatchNorm2d(width), nn.ReLU(inplace=True),
            nn.MaxPool2d(2),
            nn.Conv2d(width, 2 * width, 3, padding=1), nn.BatchNorm2d(2 * width), nn.ReLU(inplace=True),
            nn.MaxPool2d(2),
            nn.Conv2d(2 * width, 4 * width, 3, padding=1), nn.BatchNorm2d(4 * width),
            nn.ReLU(inplace=True),
            nn.AdaptiveAvgPool2d(1),
        )
        self.classifier = nn.Sequential(nn.Dropout(dropout), nn.Linear(4 * width, num_classes))

    def forward(self, x):
        return self.classifier(self.features(x).flatten(1))


class PatchMLP(nn.Module):
    def __init__(self, num_classes=2, size=32, hidden=256):
        super().__init__()
        self.net = nn.Sequential(nn.Flatten(), nn.Linear(size * size, hidden), nn.ReLU(),
                                 nn.Linear(hidden, num_classes))

    def forward(self, x):
        return self.net(x)
