import torch.nn as nn


class MLPClassifier(nn.Module):
    def __init__(self, in_features, hidden=64, num_classes=10, dropout=0.0):
        super().__init__()
        self.features = nn.Sequential(nn.Linear(in_features, hidden), nn.ReLU(), nn.Dropout(dropout))
        self.head = nn.Linear(hidden, num_classes)

    def forward(self, x):
        return self.head(self.features(x))
