"""The small CNN from lecture 7 (copied, with batch norm added)."""
from torch import nn


def conv_block(c_in, c_out):
    return nn.Sequential(nn.Conv2d(c_in, c_out, 3, padding=1), nn.BatchNorm2d(c_out), nn.ReLU(), nn.MaxPool2d(2))


class SyllableCNN(nn.Module):
    def __init__(self, n_classes, width=8):
        super().__init__()
        self.features = nn.Sequential(conv_block(1, width), conv_block(width, 2 * width))
        self.classifier = nn.Linear(2 * width * 4 * 3, n_classes)

    def forward(self, spec):
        z = self.features(spec.unsqueeze(1))
        return self.classifier(z.flatten(1))
