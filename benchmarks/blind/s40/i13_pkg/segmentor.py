from __future__ import annotations

from typing import Dict, List

import torch
import torch.nn.functional as F
from torch import Tensor, nn


def conv_bn(c_in: int, c_out: int, stride: int = 1) -> nn.Sequential:
    return nn.Sequential(nn.Conv2d(c_in, c_out, 3, stride, 1, bias=False), nn.BatchNorm2d(c_out),
                         nn.ReLU(inplace=True))


class ResNetLite(nn.Module):
    def __init__(self, base: int = 16) -> None:
        super().__init__()
        self.layer1 = nn.Sequential(conv_bn(1, base), conv_bn(base, base))
        self.layer2 = nn.Sequential(conv_bn(base, 2 * base, 2), conv_bn(2 * base, 2 * base))
        self.layer3 = nn.Sequential(conv_bn(2 * base, 4 * base, 2), conv_bn(4 * base, 4 * base))
        self.channels = [base, 2 * base, 4 * base]

    def forward(self, x: Tensor) -> List[Tensor]:
        c1 = self.layer1(x)
        c2 = self.layer2(c1)
        return [c1, c2, self.layer3(c2)]


class FCNHead(nn.Module):
    def __init__(self, in_index: int, in_channels: int, num_classes: int, loss_weight: float) -> None:
        super().__init__()
        self.in_index = in_index
        self.loss_weight = loss_weight
        self.convs = conv_bn(in_channels, in_channels)
        self.conv_seg = nn.Conv2d(in_channels, num_classes, 1)

    def forward(self, feats: List[Tensor]) -> Tensor:
        return self.conv_seg(self.convs(feats[self.in_index]))

    def loss(self, logits: Tensor, gt: Tensor, class_weight: Tensor) -> Tensor:
        logits = F.interpolate(logits, size=gt.shape[-2:], mode="bilinear", align_corners=False)
        return self.loss_weight * F.cross_entropy(logits, gt, weight=class_weight)


class UpHead(FCNHead):
    """Decode head: fuses the deepest map back onto the stride-1 features."""

    def __init__(self, channels: List[int], num_classes: int, loss_weight: float = 1.0) -> None:
        super().__init__(0, channels[0], num_classes, loss_weight)
        self.reduce = nn.Conv2d(channels[-1], channels[0], 1)

    def forward(self, feats: List[Tensor]) -> Tensor:
        top = F.interpolate(self.reduce(feats[-1]), size=feats[0].shape[-2:], mode="bilinear",
                            align_corners=False)
        return self.conv_seg(self.convs(feats[0] + top))


class EncoderDecoder(nn.Module):
    def __init__(self, num_classes: int = 3, aux_weight: float = 0.4) -> None:
        super().__init__()
        self.backbone = ResNetLite()
        self.decode_head = UpHead(self.backbone.channels, num_classes)
        self.auxiliary_head = FCNHead(1, self.backbone.channels[1], num_classes, aux_weight)
        self.register_buffer("class_weight", torch.tensor([0.2, 1.0, 2.0]))

    def forward(self, img: Tensor) -> Tensor:
        return self.decode_head(self.backbone(img))

    def forward_train(self, img: Tensor, gt: Tensor) -> Dict[str, Tensor]:
        feats = self.backbone(img)
        return {
            "decode.loss_ce": self.decode_head.loss(self.decode_head(feats), gt, self.class_weight),
            "aux.loss_ce": self.auxiliary_head.loss(self.auxiliary_head(feats), gt, self.class_weight),
        }
