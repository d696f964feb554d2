import torch.nn as nn


class SmallConvNet(nn.Module):
    def __init__(self, in_ch=3, n_cls=10, width=16):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(in_ch, width, 3, padding=1), nn.BatchNorm2d(width), nn.ReLU(inplace=True),
            nn.MaxPool2d(2),
            nn.Conv2d(width, 2 * width, 3, padding=1), nn.BatchNorm2d(2 * width), nn.ReLU(inplace=True),
            nn.AdaptiveAvgPool2d(1),
        )
        self.classifier = nn.Linear(2 * width, n_cls)

    def forward(self, x):
        return self.classifier(self.features(x).flatten(1))
