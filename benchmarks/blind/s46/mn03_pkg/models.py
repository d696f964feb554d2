import torch.nn as nn


class WhistleNet(nn.Module):
    """Conv feature extractor; returns logits and the last feature map (for attention transfer)."""

    def __init__(self, width, n_classes=3):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv1d(2, width, 5, padding=2), nn.ReLU(),
            nn.Conv1d(width, width, 5, stride=2, padding=2), nn.ReLU(),
        )
        self.pool = nn.AdaptiveAvgPool1d(1)
        self.fc = nn.Linear(width, n_classes)

    def forward(self, x, return_features=False):
        fmap = self.features(x)
        logits = self.fc(self.pool(fmap).flatten(1))
        return (logits, fmap) if return_features else logits
