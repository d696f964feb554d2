import torch.nn as nn


def conv_bn(cin, cout):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, padding=1, bias=False), nn.BatchNorm2d(cout), nn.ReLU(inplace=True))


class CassavaNet(nn.Module):
    def __init__(self, n_classes, width=24):
        super().__init__()
        self.backbone = nn.Sequential(
            conv_bn(3, width), nn.MaxPool2d(2),
            conv_bn(width, width * 2), nn.MaxPool2d(2),
            conv_bn(width * 2, width * 2), nn.AdaptiveAvgPool2d(1), nn.Flatten(),
        )
        self.head = nn.Sequential(nn.Dropout(0.2), nn.Linear(width * 2, n_classes))

    def forward(self, x):
        return self.head(self.backbone(x))
