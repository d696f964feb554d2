import torch.nn as nn


class ThermoNet(nn.Module):
    def __init__(self, length=60, hidden=64, n_classes=3, p_drop=0.1):
        super().__init__()
        self.conv = nn.Sequential(nn.Conv1d(1, 16, 5, padding=2), nn.ReLU(), nn.MaxPool1d(2))
        self.head = nn.Sequential(
            nn.Flatten(), nn.Linear(16 * (length // 2), hidden), nn.ReLU(), nn.Dropout(p_drop),
            nn.Linear(hidden, n_classes),
        )

    def forward(self, x):
        return self.head(self.conv(x.unsqueeze(1)))
