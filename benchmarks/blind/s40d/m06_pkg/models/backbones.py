import torch
import torch.nn as nn


class TemporalBackbone(nn.Module):
    """Dilated 1-D conv stack over standardised ring-width series."""

    def __init__(self, in_ch=1, width=32, depth=3):
        super().__init__()
        layers, cin = [], in_ch
        for i in range(depth):
            layers += [nn.Conv1d(cin, width, 5, padding=2 * 2 ** i, dilation=2 ** i),
                       nn.BatchNorm1d(width), nn.GELU()]
            cin = width
        self.body = nn.Sequential(*layers)
        self.out_dim = width * 2

    def forward(self, x):
        h = self.body(x)
        return torch.cat([h.mean(-1), h.amax(-1)], dim=1)


class RingNet(nn.Module):
    def __init__(self, out_dim, width=32, depth=3):
        super().__init__()
        self.backbone = TemporalBackbone(width=width, depth=depth)
        self.head = nn.Linear(self.backbone.out_dim, out_dim)

    def forward(self, x):
        return self.head(self.backbone(x))
