import torch.nn as nn


class ESPCN(nn.Module):
    """Sub-pixel convolution super-resolution for single-channel fluorescence images."""

    def __init__(self, scale=2, width=16):
        super().__init__()
        self.body = nn.Sequential(
            nn.Conv2d(1, width, 5, padding=2), nn.Tanh(),
            nn.Conv2d(width, width, 3, padding=1), nn.Tanh(),
        )
        self.tail = nn.Conv2d(width, scale * scale, 3, padding=1)
        self.shuffle = nn.PixelShuffle(scale)

    def forward(self, x):
        return self.shuffle(self.tail(self.body(x)))
