from __future__ import annotations

from typing import List, Sequence

import torch.nn.functional as F
from torch import Tensor, nn

from .registry import NECKS


@NECKS.register_module()
class FPN(nn.Module):
    """Top-down feature pyramid; only the finest output is used by the head."""

    def __init__(self, in_channels: Sequence[int], out_channels: int = 32) -> None:
        super().__init__()
        self.in_channels = list(in_channels)
        self.lateral_convs = [nn.Conv2d(c, out_channels, 1) for c in self.in_channels]
        self.fpn_convs = nn.ModuleList(
            nn.Conv2d(out_channels, out_channels, 3, padding=1) for _ in self.in_channels)
        self.init_weights()

    def init_weights(self) -> None:
        for m in [*self.lateral_convs, *self.fpn_convs]:
            nn.init.xavier_uniform_(m.weight)
            nn.init.zeros_(m.bias)

    def forward(self, feats: List[Tensor]) -> List[Tensor]:
        laterals = [conv(f) for conv, f in zip(self.lateral_convs, feats)]
        for i in range(len(laterals) - 1, 0, -1):
            laterals[i - 1] = laterals[i - 1] + F.interpolate(
                laterals[i], size=laterals[i - 1].shape[-2:], mode="nearest")
        return [F.relu(conv(lat)) for conv, lat in zip(self.fpn_convs, laterals)]
