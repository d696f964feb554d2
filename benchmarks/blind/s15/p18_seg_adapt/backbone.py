import torch.nn as nn


class TinyResNet(nn.Module):
    def __init__(self, width=16):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, width, 3, 2, 1), nn.BatchNorm2d(width), nn.ReLU())
        self.layer1 = nn.Sequential(nn.Conv2d(width, width, 3, 1, 1), nn.BatchNorm2d(width), nn.ReLU())
        self.layer2 = nn.Sequential(nn.Conv2d(width, 2 * width, 3, 2, 1), nn.BatchNorm2d(2 * width),
                                    nn.ReLU())
        self.out_channels = 2 * width

    def forward(self, x):
        return self.layer2(self.layer1(self.stem(x)))
