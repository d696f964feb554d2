import torch
import torch.nn as nn


def block(cin, cout):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, padding=1), nn.BatchNorm2d(cout), nn.ReLU())


class TinyUNet(nn.Module):
    def __init__(self, bands=4, width=16, classes=2):
        super().__init__()
        self.encoder = nn.ModuleDict({"down1": block(bands, width), "down2": block(width, 2 * width)})
        self.decoder = nn.ModuleDict({"up": nn.ConvTranspose2d(2 * width, width, 2, stride=2),
                                      "fuse": block(2 * width, width)})
        self.head = nn.Conv2d(width, classes, 1)

    def forward(self, x):
        e1 = self.encoder["down1"](x)
        e2 = self.encoder["down2"](nn.functional.max_pool2d(e1, 2))
        d = self.decoder["fuse"](torch.cat([self.decoder["up"](e2), e1], 1))
        return self.head(d)
