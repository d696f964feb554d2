import torch.nn as nn


class PatchDiscriminator(nn.Module):
    """70x70-style PatchGAN, shrunk for 32x32 inputs."""

    def __init__(self, in_ch=4, ndf=16):
        super().__init__()
        self.net = nn.Sequential(
            nn.Conv2d(in_ch, ndf, 4, 2, 1),
            nn.LeakyReLU(0.2, inplace=True),
            nn.Conv2d(ndf, ndf * 2, 4, 2, 1, bias=False),
            nn.BatchNorm2d(ndf * 2),
            nn.LeakyReLU(0.2, inplace=True),
            nn.Conv2d(ndf * 2, 1, 3, 1, 1),
        )

    def forward(self, x):
        return self.net(x)
