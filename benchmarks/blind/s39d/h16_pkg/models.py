import torch.nn as nn


class EchoCNN(nn.Module):
    """Teacher: 1-D CNN over the echo profile."""

    def __init__(self, n_classes=4, ch=32):
        super().__init__()
        self.body = nn.Sequential(
            nn.Conv1d(1, ch, 5, padding=2), nn.BatchNorm1d(ch), nn.ReLU(),
            nn.Conv1d(ch, ch, 5, padding=2, stride=2), nn.BatchNorm1d(ch), nn.ReLU(),
            nn.Conv1d(ch, 2 * ch, 3, padding=1, stride=2), nn.BatchNorm1d(2 * ch), nn.ReLU(),
            nn.AdaptiveAvgPool1d(1), nn.Flatten(), nn.Linear(2 * ch, n_classes),
        )

    def forward(self, x):
        return self.body(x)


class TinyEchoNet(nn.Module):
    """Student for the embedded sonar head: a 2-layer MLP."""

    def __init__(self, n_classes=4, hidden=32):
        super().__init__()
        self.body = nn.Sequential(nn.Flatten(), nn.Linear(64, hidden), nn.ReLU(), nn.Linear(hidden, n_classes))

    def forward(self, x):
        return self.body(x)
