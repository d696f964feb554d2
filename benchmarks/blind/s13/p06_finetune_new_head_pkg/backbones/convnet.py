import torch.nn as nn

BACKBONES = {}


def register(name):
    def inner(cls):
        BACKBONES[name] = cls
        return cls
    return inner


@register("conv_small")
class SmallConvNet(nn.Module):
    def __init__(self, channels=8, pretrain_classes=10):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(1, channels, 3, padding=1), nn.BatchNorm2d(channels), nn.ReLU(),
            nn.MaxPool2d(2),
            nn.Conv2d(channels, 2 * channels, 3, padding=1), nn.BatchNorm2d(2 * channels), nn.ReLU(),
            nn.AdaptiveAvgPool2d(1), nn.Flatten(),
        )
        self.head = nn.Linear(2 * channels, pretrain_classes)

    def forward(self, x):
        return self.head(self.features(x))
