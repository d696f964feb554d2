import torch.nn as nn


class Emulator(nn.Module):
    def __init__(self, n_in=4, width=64, depth=2, n_out=8):
        super().__init__()
        layers, d = [], n_in
        for _ in range(depth):
            layers += [nn.Linear(d, width), nn.GELU()]
            d = width
        self.backbone = nn.Sequential(*layers)
        self.width = width
        self.head = nn.Linear(width, n_out)

    def forward(self, x):
        return self.head(self.backbone(x))


def attach_head(net, n_out):
    """Swap the output layer for a sensor with a different band set."""
    net.head = nn.Linear(net.width, n_out)
    return net
