import torch.nn as nn


class RiseNet(nn.Module):
    def __init__(self, channels, hidden, n_classes=3):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv1d(1, channels, 5, padding=2), nn.BatchNorm1d(channels), nn.ReLU(),
            nn.Conv1d(channels, channels, 5, padding=2), nn.BatchNorm1d(channels), nn.ReLU(),
            nn.AdaptiveAvgPool1d(6),
        )
        self.fc = nn.Sequential(nn.Flatten(), nn.Linear(6 * channels, hidden), nn.ReLU(),
                                nn.Linear(hidden, n_classes))

    def forward(self, x):
        return self.fc(self.conv(x.unsqueeze(1)))


def teacher_net():
    return RiseNet(channels=32, hidden=96)


def student_net():
    return RiseNet(channels=8, hidden=32)
