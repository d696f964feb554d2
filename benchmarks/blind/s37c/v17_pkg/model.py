import torch.nn as nn


class TileBackbone(nn.Module):
    def __init__(self, bands=4, width=24):
        super().__init__()
        self.net = nn.Sequential(
            nn.Conv2d(bands, width, 3, padding=1), nn.BatchNorm2d(width), nn.ReLU(),
            nn.Conv2d(width, width, 3, stride=2, padding=1), nn.ReLU(),
            nn.AdaptiveAvgPool2d(1), nn.Flatten(),
        )
        self.out_dim = width

    def forward(self, x):
        return self.net(x)


class LandCoverModel(nn.Module):
    def __init__(self, backbone, n_classes):
        super().__init__()
        self.backbone = backbone
        self.head = nn.Linear(backbone.out_dim, n_classes)

    def forward(self, x):
        return self.head(self.backbone(x))


def freeze(module):
    for p in module.parameters():
        p.requires_grad_(False)
    return module
