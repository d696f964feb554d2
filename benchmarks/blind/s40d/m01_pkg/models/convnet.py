import torch.nn as nn


class ConvBlock(nn.Sequential):
    def __init__(self, cin, cout):
        super().__init__(
            nn.Conv2d(cin, cout, 3, padding=1, bias=False),
            nn.BatchNorm2d(cout),
            nn.ReLU(inplace=True),
            nn.MaxPool2d(2),
        )


class OtolithNet(nn.Module):
    """Small VGG-ish net for 24x24 otolith section images."""

    def __init__(self, num_classes=6, width=16):
        super().__init__()
        self.features = nn.Sequential(
            ConvBlock(1, width),
            ConvBlock(width, width * 2),
            ConvBlock(width * 2, width * 4),
            nn.AdaptiveAvgPool2d(1),
        )
        self.num_features = width * 4
        self.fc = nn.Linear(self.num_features, num_classes)

    def forward(self, x):
        return self.fc(self.features(x).flatten(1))

    def get_classifier(self):
        return self.fc

    def reset_classifier(self, num_classes):
        self.fc = nn.Linear(self.num_features, num_classes)


class OtolithNetWide(OtolithNet):
    def __init__(self, num_classes=6):
        super().__init__(num_classes=num_classes, width=24)
