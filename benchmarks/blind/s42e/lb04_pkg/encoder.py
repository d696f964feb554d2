from torch import nn

from .telemetry import CHANNELS, HISTORY


class HistoryEncoder(nn.Module):
    """Dilated temporal convolutions over the 48 h history."""

    def __init__(self, width=32):
        super().__init__()
        self.convs = nn.Sequential(
            nn.Conv1d(CHANNELS, width, 3, padding=1), nn.GELU(),
            nn.Conv1d(width, width, 3, padding=2, dilation=2), nn.GELU(),
            nn.Conv1d(width, width, 3, padding=4, dilation=4), nn.GELU(),
        )
        self.out_dim = width * HISTORY // 4
        self.pool = nn.AvgPool1d(4)

    def forward(self, x):
        return self.pool(self.convs(x)).flatten(1)
