import torch.nn as nn


class Encoder(nn.Module):
    def __init__(self, c=16):
        super().__init__()
        self.net = nn.Sequential(nn.Conv2d(1, c, 3, padding=1), nn.ReLU(),
                                 nn.Conv2d(c, 2 * c, 3, padding=1, stride=2), nn.ReLU())

    def forward(self, x):
        return self.net(x)


class Decoder(nn.Module):
    def __init__(self, c=16):
        super().__init__()
        self.net = nn.Sequential(nn.ConvTranspose2d(2 * c, c, 4, stride=2, padding=1), nn.ReLU(),
                                 nn.Conv2d(c, 1, 3, padding=1))

    def forward(self, z):
        return self.net(z)
