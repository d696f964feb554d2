from torch import nn


class ConvBranch(nn.Module):
    """One receptive-field scale: conv -> norm -> GELU -> global max and mean pooling."""

    def __init__(self, kernel, channels):
        super().__init__()
        self.conv = nn.Conv1d(1, channels, kernel, stride=2, padding=kernel // 2)
        self.norm = nn.GroupNorm(4, channels)
        self.act = nn.GELU()

    def forward(self, x):
        h = self.act(self.norm(self.conv(x)))
        return h.amax(dim=2), h.mean(dim=2)

    @property
    def width(self):
        return 2 * self.conv.out_channels
