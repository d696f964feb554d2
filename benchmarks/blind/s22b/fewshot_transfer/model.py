from torch import nn


class Classifier(nn.Module):
    def __init__(self, dim, n_classes, hidden=64):
        super().__init__()
        self.features = nn.Sequential(nn.Linear(dim, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU())
        self.head = nn.Linear(hidden, n_classes)

    def forward(self, x):
        return self.head(self.features(x))
