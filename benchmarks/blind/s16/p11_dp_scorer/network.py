import torch.nn as nn


class ConvNet(nn.Module):
    def __init__(self, n_classes=4, width=8):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(1, width, 3, padding=1), nn.BatchNorm2d(width), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(width, 2 * width, 3, padding=1), nn.ReLU(), nn.AdaptiveAvgPool2d(1),
        )
        self.fc = nn.Linear(2 * width, n_classes)

    def forward(self, x):
        return self.fc(self.features(x).flatten(1))


def wrap(model):
    return nn.DataParallel(model)
