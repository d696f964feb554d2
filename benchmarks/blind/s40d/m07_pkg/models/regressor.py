import torch
import torch.nn as nn


def conv_bn(cin, cout, stride=1):
    return nn.Sequential(
        nn.Conv2d(cin, cout, 3, stride=stride, padding=1, bias=False),
        nn.BatchNorm2d(cout),
        nn.ReLU(inplace=True),
    )


class HandBackbone(nn.Module):
    def __init__(self, width=16):
        super().__init__()
        self.stem = conv_bn(1, width)
        self.layer1 = nn.Sequential(conv_bn(width, width * 2, 2), conv_bn(width * 2, width * 2))
        self.layer2 = nn.Sequential(conv_bn(width * 2, width * 4, 2), conv_bn(width * 4, width * 4))
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.out_channels = width * 4

    def forward(self, x):
        return self.pool(self.layer2(self.layer1(self.stem(x)))).flatten(1)


class BoneAgeRegressor(nn.Module):
    """Backbone + sex embedding + MLP head, as in the RSNA bone-age winning entries."""

    def __init__(self, backbone, out_dim=1, sex_dim=8):
        super().__init__()
        self.backbone = backbone
        self.sex_embed = nn.Embedding(2, sex_dim)
        self.head = nn.Sequential(
            nn.Linear(backbone.out_channels + sex_dim, 64), nn.ReLU(inplace=True),
            nn.Linear(64, out_dim),
        )

    def forward(self, x, sex):
        feats = torch.cat([self.backbone(x), self.sex_embed(sex)], dim=1)
        return self.head(feats)


class PretextClassifier(nn.Module):
    def __init__(self, backbone, num_classes):
        super().__init__()
        self.backbone = backbone
        self.fc = nn.Linear(backbone.out_channels, num_classes)

    def forward(self, x):
        return self.fc(self.backbone(x))
