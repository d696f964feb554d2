from __future__ import annotations

from typing import List, Sequence

from torch import Tensor, nn

from .registry import BACKBONES


def conv_bn_relu(c_in: int, c_out: int, stride: int = 1) -> nn.Sequential:
    return nn.Sequential(nn.Conv2d(c_in, c_out, 3, stride, 1, bias=False),
                         nn.BatchNorm2d(c_out), nn.ReLU(inplace=True))


@BACKBONES.register_module()
class ThermalNet(nn.Module):
    """Small VGG-ish backbone returning C2 (stride 4) and C3 (stride 8)."""

    def __init__(self, in_channels: int = 1, stage_channels: Sequence[int] = (16, 32, 64)) -> None:
        super().__init__()
        c1, c2, c3 = stage_channels
        self.stem = nn.Sequential(conv_bn_relu(in_channels, c1, 2), conv_bn_relu(c1, c1))
        self.stage2 = nn.Sequential(conv_bn_relu(c1, c2, 2), conv_bn_relu(c2, c2))
        self.stage3 = nn.Sequential(conv_bn_relu(c2, c3, 2), conv_bn_relu(c3, c3))
        self.out_channels = [c2, c3]

    def forward(self, x: Tensor) -> List[Tensor]:
        c2 = self.stage2(self.stem(x))
        return [c2, self.stage3(c2)]
