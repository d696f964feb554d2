import torch
from torch import nn

from data import SEGMENTS


class TrackEncoder(nn.Module):
    """Learned description of each timing segment, smoothed around the oval."""

    def __init__(self, dim=8):
        super().__init__()
        self.table = nn.Parameter(0.1 * torch.randn(SEGMENTS, dim))
        self.smooth = nn.Conv1d(dim, dim, 3, padding=1, padding_mode="circular")

    def forward(self):
        h = self.smooth(self.table.t().unsqueeze(0)).squeeze(0).t()
        return self.table + torch.tanh(h)


class SegmentCache:
    """Compute the segment features once per parameter version and reuse them."""

    def __init__(self, encoder):
        self.encoder = encoder
        self._value = None
        self._grad_mode = None

    def get(self):
        mode = torch.is_grad_enabled()
        if self._value is None or self._grad_mode != mode:
            self._value = self.encoder()
            self._grad_mode = mode
        return self._value

    def invalidate(self):
        self._value = None
