import torch
import torch.nn as nn


class DermBackbone(nn.Module):
    def __init__(self, width=24):
        super().__init__()
        self.body = nn.Sequential(
            nn.Conv2d(3, width, 3, padding=1), nn.BatchNorm2d(width), nn.ReLU(inplace=True),
            nn.MaxPool2d(2),
            nn.Conv2d(width, 2 * width, 3, padding=1), nn.BatchNorm2d(2 * width), nn.ReLU(inplace=True),
            nn.MaxPool2d(2),
            nn.Conv2d(2 * width, 4 * width, 3, padding=1), nn.BatchNorm2d(4 * width),
            nn.ReLU(inplace=True),
        )
        self.out_channels = 4 * width

    def forward(self, x):
        return self.body(x)


class RotationHead(nn.Module):
    """Pretext head: predict which of 4 rotations was applied (Gidaris et al. 2018)."""

    def __init__(self, backbone):
        super().__init__()
        self.backbone = backbone
        self.fc = nn.Sequential(nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(backbone.out_channels, 4))

    def forward(self, x):
        return self.fc(self.backbone(x))


class LesionClassifier(nn.Module):
    def __init__(self, backbone, num_classes, freeze_backbone=True, p_drop=0.2):
        super().__init__()
        self.backbone = backbone
        self.freeze_backbone = freeze_backbone
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.head = nn.Sequential(nn.Dropout(p_drop), nn.Linear(backbone.out_channels, 64),
                                  nn.ReLU(inplace=True), nn.Linear(64, num_classes))

    def forward(self, images):
        if self.freeze_backbone:
            self.backbone.eval()
            with torch.no_grad():
                fmap = self.backbone(images)
                pooled = self.pool(fmap).flatten(1)
                logits = self.head(pooled)
        else:
            fmap = self.backbone(images)
            logits = self.head(self.pool(fmap).flatten(1))
        return logits
