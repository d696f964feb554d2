import torch.nn as nn


class ClickNet(nn.Module):
    def __init__(self, n_frames, width=64):
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Conv1d(1, 12, 7, padding=3), nn.BatchNorm1d(12), nn.GELU(), nn.AvgPool1d(2),
            nn.Conv1d(12, 12, 5, padding=2), nn.BatchNorm1d(12), nn.GELU(), nn.AvgPool1d(2),
        )
        self.head = nn.Sequential(nn.Linear(12 * (n_frames // 4), width), nn.GELU(), nn.Linear(width, 1))

    def forward(self, x):
        return self.head(self.encoder(x.unsqueeze(1)).flatten(1)).squeeze(1)
