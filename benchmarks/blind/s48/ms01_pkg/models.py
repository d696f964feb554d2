from torch import nn

from .registry import MODELS


class SpectralStem(nn.Module):
    def __init__(self, in_bins, width):
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(in_bins, width), nn.GELU(), nn.LayerNorm(width),
            nn.Linear(width, width), nn.GELU(),
        )

    def forward(self, spec):
        return self.body(spec)


@MODELS.register("whistle_mlp")
class WhistleNet(nn.Module):
    def __init__(self, *, in_bins=32, width=64, num_classes=3, drop=0.1):
        super().__init__()
        self.stem = SpectralStem(in_bins, width)
        self.drop = nn.Dropout(drop)
        self.classifier = nn.Linear(width, num_classes)

    def forward_features(self, spec):
        return self.stem(spec)

    def forward(self, spec):
        return self.classifier(self.drop(self.forward_features(spec)))

    def reset_classifier(self, num_classes):
        width = self.classifier.in_features
        self.classifier = nn.Linear(width, num_classes)
