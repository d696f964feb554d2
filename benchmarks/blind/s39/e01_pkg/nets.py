"""Backbone + linear classifier for wafer maps."""
from torch import nn


def conv_block(cin, cout):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, padding=1), nn.BatchNorm2d(cout),
                         nn.ReLU(), nn.MaxPool2d(2))


class WaferNet(nn.Module):
    def __init__(self, num_classes=2, width=16):
        super().__init__()
        self.features = nn.Sequential(conv_block(2, width), conv_block(width, 2 * width),
                                      conv_block(2 * width, 2 * width),
                                      nn.AdaptiveAvgPool2d(1), nn.Flatten())
        self.embed_dim = 2 * width
        self.classifier = nn.Linear(self.embed_dim, num_classes)

    @property
    def head(self):
        return self.classifier

    @property
    def num_classes(self):
        return self.classifier.out_features

    def forward(self, x):
        return self.classifier(self.features(x))
