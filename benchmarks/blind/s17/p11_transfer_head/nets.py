import torch.nn as nn


class SignalNet(nn.Module):
    def __init__(self, in_ch=1, width=16, n_out=5):
        super().__init__()
        self.width = width
        self.encoder = nn.Sequential(
            nn.Conv1d(in_ch, width, kernel_size=5, padding=2), nn.ReLU(),
            nn.Conv1d(width, width, kernel_size=5, padding=2), nn.ReLU(),
            nn.AdaptiveAvgPool1d(1), nn.Flatten(),
        )
        self.head = nn.Linear(width, n_out)

    def forward(self, x):
        return self.head(self.encoder(x))
