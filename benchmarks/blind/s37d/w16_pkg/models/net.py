import torch
import torch.nn as nn


class GestureNet(nn.Module):
    def __init__(self, channels, num_classes, width=32):
        super().__init__()
        self.backbone = nn.Sequential(
            nn.Conv1d(channels, width, 5, padding=2), nn.BatchNorm1d(width), nn.ReLU(),
            nn.Conv1d(width, width, 5, padding=2), nn.BatchNorm1d(width), nn.ReLU(),
            nn.AdaptiveAvgPool1d(1), nn.Flatten(),
        )
        self.classifier = nn.Linear(width, num_classes)

    def forward(self, x):
        return self.classifier(self.backbone(x))

    @property
    def num_classes(self):
        return self.classifier.out_features

    def expand_classes(self, n_new):
        """Grow the output layer, keeping the rows learned for the old classes."""
        old = self.classifier
        new = nn.Linear(old.in_features, old.out_features + n_new).to(old.weight.device)
        with torch.no_grad():
            new.weight[:old.out_features] = old.weight
            new.bias[:old.out_features] = old.bias
        self.classifier = new
