import torch.nn.functional as F
from torch import nn

from .registry import ENCODERS


@ENCODERS.register("chime_conv")
class ChimeEncoder(nn.Module):
    def __init__(self, *, n_bins=64, channels=16, dim=32):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv1d(1, channels, 5, padding=2), nn.GELU(),
            nn.Conv1d(channels, channels, 5, padding=2, stride=2), nn.GELU(),
        )
        self.proj = nn.Sequential(nn.Linear(channels * n_bins // 2, 64), nn.GELU(), nn.Linear(64, dim))

    def forward(self, spec):
        h = self.conv(spec.unsqueeze(1)).flatten(1)
        return F.normalize(self.proj(h), dim=-1)
