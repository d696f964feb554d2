from torch import nn


class ScaleBranch(nn.Module):
    """Looks at the clip at 1/scale resolution; returns a pooled feature vector."""

    def __init__(self, scale: int, channels: int):
        super().__init__()
        self.scale = scale
        self.down = nn.AvgPool2d(scale) if scale > 1 else nn.Identity()
        self.convs = nn.Sequential(
            nn.Conv2d(1, channels, 3, padding=1), nn.BatchNorm2d(channels), nn.ReLU(),
            nn.Conv2d(channels, channels, 3, padding=1), nn.BatchNorm2d(channels), nn.ReLU(),
        )

    def forward(self, x):
        return self.convs(self.down(x)).amax(dim=(-2, -1))
