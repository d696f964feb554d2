from torch import nn

from .registry import register_arch


@register_arch("crema_mlp")
class CremaNet(nn.Module):
    def __init__(self, *, n_bins=16, hidden=128, n_classes=4, dropout=0.2):
        super().__init__()
        self.features = nn.Sequential(
            nn.Linear(n_bins, hidden), nn.BatchNorm1d(hidden), nn.ReLU(),
            nn.Dropout(dropout),
            nn.Linear(hidden, hidden), nn.BatchNorm1d(hidden), nn.ReLU(),
        )
        self.classifier = nn.Linear(hidden, n_classes)

    def forward(self, hist):
        return self.classifier(self.features(hist))
