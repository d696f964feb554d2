import torch.nn.functional as F
from torch import nn


class Upsampler(nn.Module):
    def __init__(self, channels, factor):
        super().__init__()
        self.factor = factor
        self.body = nn.Sequential(
            nn.Conv2d(1, channels, 3, padding=1), nn.LeakyReLU(0.2),
            nn.Conv2d(channels, channels * factor ** 2, 3, padding=1), nn.PixelShuffle(factor), nn.LeakyReLU(0.2),
            nn.Conv2d(channels, 1, 3, padding=1),
        )

    def forward(self, lr):
        base = F.interpolate(lr, scale_factor=self.factor, mode="bicubic", align_corners=False)
        return base + self.body(lr)


class PatchCritic(nn.Module):
    def __init__(self, channels):
        super().__init__()
        self.net = nn.Sequential(
            nn.Conv2d(1, channels, 4, stride=2, padding=1), nn.LeakyReLU(0.2),
            nn.Conv2d(channels, 2 * channels, 4, stride=2, padding=1), nn.LeakyReLU(0.2),
            nn.Conv2d(2 * channels, 1, 3, padding=1),
        )

    def forward(self, field):
        return self.net(field)
