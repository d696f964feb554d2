import torch.nn as nn


class ReadinessNet(nn.Module):
    def __init__(self, n_classes, hidden=32):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(4, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU())
        self.head = nn.Linear(hidden, n_classes)

    def forward(self, x):
        return self.head(self.encoder(x))
