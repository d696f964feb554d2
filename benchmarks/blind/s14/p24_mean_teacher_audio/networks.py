import torch.nn as nn


class KeywordSpotter(nn.Module):
    """1-D conv classifier over 40-band log-mel frames."""

    def __init__(self, n_mels=40, n_classes=12, width=64):
        super().__init__()
        self.net = nn.Sequential(
            nn.Conv1d(n_mels, width, 5, padding=2), nn.BatchNorm1d(width), nn.ReLU(),
            nn.Conv1d(width, width, 5, padding=2, dilation=1), nn.BatchNorm1d(width), nn.ReLU(),
            nn.Conv1d(width, width, 3, padding=2, dilation=2), nn.BatchNorm1d(width), nn.ReLU(),
            nn.AdaptiveAvgPool1d(1), nn.Flatten(), nn.Dropout(0.2), nn.Linear(width, n_classes),
        )

    def forward(self, mel):
        return self.net(mel)
