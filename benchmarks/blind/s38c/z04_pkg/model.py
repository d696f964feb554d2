import torch.nn as nn


def conv(cin, cout, dilation=1):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, padding=dilation, dilation=dilation), nn.ReLU())


class DensityNet(nn.Module):
    """CSRNet-like: a small front end and a dilated back end regressing a density map."""

    def __init__(self, width=16):
        super().__init__()
        self.frontend = nn.Sequential(conv(3, width), conv(width, width))
        self.backend = nn.Sequential(conv(width, width, 2), conv(width, width, 2))
        self.head = nn.Conv2d(width, 1, 1)

    def forward(self, x):
        return self.head(self.backend(self.frontend(x)))
