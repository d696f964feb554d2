import torch
import torch.nn as nn


class PlanktonNet(nn.Module):
    def __init__(self, n_desc, n_classes, hidden=64):
        super().__init__()
        self.features = nn.Sequential(nn.Linear(n_desc, hidden), nn.ReLU(),
                                      nn.Linear(hidden, hidden), nn.ReLU())
        self.classifier = nn.Linear(hidden, n_classes)

    @property
    def n_classes(self):
        return self.classifier.out_features

    def extend_classes(self, n_new):
        """Grow the output layer, keeping the rows of the classes seen so far."""
        old = self.classifier
        grown = nn.Linear(old.in_features, old.out_features + n_new)
        with torch.no_grad():
            grown.weight[: old.out_features] = old.weight
            grown.bias[: old.out_features] = old.bias
        self.classifier = grown

    def forward(self, x):
        return self.classifier(self.features(x))
