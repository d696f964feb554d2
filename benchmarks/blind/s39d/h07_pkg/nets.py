import torch.nn as nn


class ResBlock(nn.Module):
    def __init__(self, ch):
        super().__init__()
        self.conv = nn.Sequential(nn.Conv2d(ch, ch, 3, padding=1), nn.InstanceNorm2d(ch), nn.ReLU(),
                                  nn.Conv2d(ch, ch, 3, padding=1), nn.InstanceNorm2d(ch))

    def forward(self, x):
        return x + self.conv(x)


class TileTranslator(nn.Module):
    def __init__(self, ch=16, blocks=2):
        super().__init__()
        self.net = nn.Sequential(
            nn.Conv2d(3, ch, 3, padding=1), nn.InstanceNorm2d(ch), nn.ReLU(),
            *[ResBlock(ch) for _ in range(blocks)],
            nn.Conv2d(ch, 3, 3, padding=1), nn.Tanh(),
        )

    def forward(self, x):
        return self.net(x)


class PatchCritic(nn.Module):
    def __init__(self, ch=16):
        super().__init__()
        self.net = nn.Sequential(
            nn.Conv2d(3, ch, 4, stride=2, padding=1), nn.LeakyReLU(0.2),
            nn.Conv2d(ch, 2 * ch, 4, stride=2, padding=1), nn.InstanceNorm2d(2 * ch), nn.LeakyReLU(0.2),
            nn.Conv2d(2 * ch, 1, 3, padding=1),
        )

    def forward(self, x):
        return self.net(x)
