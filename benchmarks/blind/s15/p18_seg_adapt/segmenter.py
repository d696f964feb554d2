import torch.nn as nn
import torch.nn.functional as F

from .backbone import TinyResNet


class FCNDecoder(nn.Module):
    def __init__(self, cin, n_cls, mid=32):
        super().__init__()
        self.fuse = nn.Sequential(nn.Conv2d(cin, mid, 3, padding=1), nn.BatchNorm2d(mid), nn.ReLU())
        self.classifier = nn.Conv2d(mid, n_cls, 1)

    def forward(self, feats):
        return self.classifier(self.fuse(feats))


class Segmenter(nn.Module):
    def __init__(self, n_cls=21, width=16):
        super().__init__()
        self.backbone = TinyResNet(width)
        self.decoder = FCNDecoder(self.backbone.out_channels, n_cls)

    def freeze_backbone(self):
        for p in self.backbone.parameters():
            p.requires_grad = False
        return self

    def adapt_to(self, n_cls):
        """Replace the pretrained 21-class classifier for a new label set."""
        mid = self.decoder.classifier.in_channels
        self.decoder.classifier = nn.Conv2d(mid, n_cls, 1)
        nn.init.zeros_(self.decoder.classifier.bias)

    def forward(self, x):
        logits = self.decoder(self.backbone(x))
        return F.interpolate(logits, size=x.shape[-2:], mode="bilinear", align_corners=False)
