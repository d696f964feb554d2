import torch.nn as nn


class WaveCritic(nn.Module):
    def __init__(self, channels=16):
        super().__init__()
        self.net = nn.Sequential(
            nn.Conv1d(1, channels, 7, stride=2, padding=3),
            nn.LeakyReLU(0.2),
            nn.Conv1d(channels, channels, 7, stride=2, padding=3),
            nn.LeakyReLU(0.2),
            nn.Conv1d(channels, 1, 3, padding=1),
        )

    def forward(self, wav):
        return self.net(wav).mean(dim=(1, 2))
