import torch.nn as nn

from .signals import DEFECTS


class ECTNet(nn.Module):
    def __init__(self, width=24):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv1d(2, width, 9, padding=4), nn.ReLU(), nn.MaxPool1d(2),
            nn.Conv1d(width, width, 7, padding=3), nn.ReLU(), nn.MaxPool1d(2),
            nn.Conv1d(width, width, 5, padding=2), nn.ReLU(), nn.AdaptiveAvgPool1d(4))
        self.classifier = nn.Linear(width * 4, len(DEFECTS))

    def forward(self, x):
        return self.classifier(self.features(x).flatten(1))
