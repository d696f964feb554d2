import torch
from torch import nn


class KeywordNet(nn.Module):
    def __init__(self, n_bands, n_classes, channels=32):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv1d(n_bands, channels, kernel_size=5, padding=2),
            nn.ReLU(),
            nn.Conv1d(channels, channels, kernel_size=5, padding=2),
            nn.ReLU(),
        )
        self.head = nn.Linear(channels, n_classes)

    def forward(self, frames, lengths):
        h = self.conv(frames.transpose(1, 2))
        mask = torch.arange(frames.size(1)).unsqueeze(0) < lengths.unsqueeze(1)
        h = (h * mask.unsqueeze(1)).sum(dim=2) / lengths.unsqueeze(1)
        return self.head(h)
