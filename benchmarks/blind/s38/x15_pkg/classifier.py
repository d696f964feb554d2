import torch
import torch.nn as nn


class ShallowConvNet(nn.Module):
    def __init__(self, channels=4, n_classes=2, filters=16):
        super().__init__()
        self.temporal = nn.Conv2d(1, filters, (1, 13), padding=(0, 6))
        self.spatial = nn.Conv2d(filters, filters, (channels, 1), bias=False)
        self.bn = nn.BatchNorm2d(filters)
        self.pool = nn.AvgPool2d((1, 16), stride=(1, 8))
        self.fc = nn.LazyLinear(n_classes)

    def forward(self, x):
        h = self.bn(self.spatial(self.temporal(x.unsqueeze(1))))
        h = torch.log(self.pool(h.pow(2)).clamp(min=1e-6))
        return self.fc(h.flatten(1))
