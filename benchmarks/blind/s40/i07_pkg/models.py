from __future__ import annotations

import torch.nn.functional as F
from torch import Tensor, nn


class SlickSegmenter(nn.Module):
    def __init__(self, num_classes: int = 2, width: int = 16) -> None:
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Conv2d(1, width, 3, padding=1), nn.BatchNorm2d(width), nn.ReLU(),
            nn.Conv2d(width, width * 2, 3, stride=2, padding=1), nn.BatchNorm2d(width * 2), nn.ReLU(),
            nn.Conv2d(width * 2, width * 2, 3, padding=2, dilation=2), nn.BatchNorm2d(width * 2),
            nn.ReLU(),
        )
        self.classifier = nn.Conv2d(width * 2, num_classes, 1)

    def forward(self, x: Tensor) -> Tensor:
        logits = self.classifier(self.encoder(x))
        return F.interpolate(logits, size=x.shape[-2:], mode="bilinear", align_corners=False)


class OutputSpaceDiscriminator(nn.Module):
    """Fully-convolutional patch discriminator over the segmentation softmax (AdaptSegNet)."""

    def __init__(self, num_classes: int = 2, ndf: int = 16) -> None:
        super().__init__()
        self.net = nn.Sequential(
            nn.Conv2d(num_classes, ndf, 4, 2, 1), nn.LeakyReLU(0.2),
            nn.Conv2d(ndf, ndf * 2, 4, 2, 1), nn.LeakyReLU(0.2),
            nn.Conv2d(ndf * 2, 1, 4, 2, 1),
        )

    def forward(self, prob: Tensor) -> Tensor:
        return self.net(prob)
