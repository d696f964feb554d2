import torch.nn as nn


class KeywordSpotter(nn.Module):
    def __init__(self, n_mels=20, channels=32, num_classes=4):
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Conv1d(n_mels, channels, kernel_size=5, padding=2),
            nn.BatchNorm1d(channels),
            nn.ReLU(),
            nn.Conv1d(channels, channels, kernel_size=3, padding=1, dilation=1),
            nn.ReLU(),
            nn.AdaptiveAvgPool1d(1),
        )
        self.classifier = nn.Linear(channels, num_classes)

    def forward(self, x):
        return self.classifier(self.encoder(x).squeeze(-1))
