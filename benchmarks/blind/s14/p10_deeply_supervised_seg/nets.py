import torch
import torch.nn as nn
import torch.nn.functional as F


def double_conv(cin, cout):
    return nn.Sequential(
        nn.Conv2d(cin, cout, 3, padding=1, bias=False), nn.BatchNorm2d(cout), nn.ReLU(inplace=True),
        nn.Conv2d(cout, cout, 3, padding=1, bias=False), nn.BatchNorm2d(cout), nn.ReLU(inplace=True),
    )


class DSUNet(nn.Module):
    """Small U-Net with deep supervision: every decoder stage has a 1x1 side classifier."""

    def __init__(self, in_ch=1, n_classes=3, base=16):
        super().__init__()
        self.enc1 = double_conv(in_ch, base)
        self.enc2 = double_conv(base, base * 2)
        self.bottleneck = double_conv(base * 2, base * 4)
        self.up2 = nn.ConvTranspose2d(base * 4, base * 2, 2, stride=2)
        self.dec2 = double_conv(base * 4, base * 2)
        self.up1 = nn.ConvTranspose2d(base * 2, base, 2, stride=2)
        self.dec1 = double_conv(base * 2, base)
        self.side_bottleneck = nn.Conv2d(base * 4, n_classes, 1)
        self.side2 = nn.Conv2d(base * 2, n_classes, 1)
        self.final = nn.Conv2d(base, n_classes, 1)

    def forward(self, x):
        size = x.shape[-2:]
        e1 = self.enc1(x)
        e2 = self.enc2(F.max_pool2d(e1, 2))
        b = self.bottleneck(F.max_pool2d(e2, 2))
        d2 = self.dec2(torch.cat([self.up2(b), e2], 1))
        d1 = self.dec1(torch.cat([self.up1(d2), e1], 1))
        main = self.final(d1)
        if not self.training:
            return main
        aux = [F.interpolate(self.side_bottleneck(b), size=size, mode="bilinear", align_corners=False),
               F.interpolate(self.side2(d2), size=size, mode="bilinear", align_corners=False)]
        return main, aux
