import torch
import torch.nn as nn


class PawpularityModel(nn.Module):
    def __init__(self, n_meta):
        super().__init__()
        self.backbone = nn.Sequential(
            nn.Conv2d(3, 16, 3, stride=2, padding=1), nn.BatchNorm2d(16), nn.GELU(),
            nn.Conv2d(16, 32, 3, stride=2, padding=1), nn.BatchNorm2d(32), nn.GELU(),
            nn.AdaptiveAvgPool2d(1), nn.Flatten())
        self.dropout = nn.Dropout(0.1)
        self.fc = nn.Linear(32 + n_meta, 1)

    def forward(self, image, meta):
        feats = self.backbone(image)
        return self.fc(self.dropout(torch.cat([feats, meta], dim=1))).squeeze(-1)
