import torch
from torch import nn


def block(c_in, c_out, down=True):
    conv = (nn.Conv2d(c_in, c_out, 4, 2, 1, padding_mode="circular") if down
            else nn.ConvTranspose2d(c_in, c_out, 4, 2, 1))
    return nn.Sequential(conv, nn.InstanceNorm2d(c_out, affine=True), nn.LeakyReLU(0.2))


class UNetGenerator(nn.Module):
    def __init__(self, c_in=3, c_out=1, width=16):
        super().__init__()
        self.d1 = block(c_in, width)               # 8x8
        self.d2 = block(width, 2 * width)          # 4x4
        self.u1 = block(2 * width, width, down=False)
        self.u2 = nn.ConvTranspose2d(2 * width, width, 4, 2, 1)
        self.out = nn.Conv2d(width + c_in, c_out, 3, padding=1, padding_mode="circular")

    def forward(self, x):
        h1 = self.d1(x)
        h2 = self.d2(h1)
        u1 = self.u1(h2)
        u2 = torch.relu(self.u2(torch.cat([u1, h1], dim=1)))
        return nn.functional.softplus(self.out(torch.cat([u2, x], dim=1)))


class PatchDiscriminator(nn.Module):
    def __init__(self, c_in=4, width=16):
        super().__init__()
        self.net = nn.Sequential(
            nn.Conv2d(c_in, width, 4, 2, 1, padding_mode="circular"), nn.LeakyReLU(0.2),
            block(width, 2 * width),
            nn.Conv2d(2 * width, 1, 3, 1, 1, padding_mode="circular"),
        )

    def forward(self, x):
        return self.net(x)
