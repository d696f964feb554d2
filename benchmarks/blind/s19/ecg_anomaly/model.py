import torch.nn as nn


class ConvAutoencoder(nn.Module):
    def __init__(self, channels=16):
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Conv1d(1, channels, 7, stride=2, padding=3), nn.GELU(),
            nn.Conv1d(channels, channels * 2, 5, stride=2, padding=2), nn.GELU(),
        )
        self.decoder = nn.Sequential(
            nn.ConvTranspose1d(channels * 2, channels, 4, stride=2, padding=1), nn.GELU(),
            nn.ConvTranspose1d(channels, 1, 4, stride=2, padding=1),
        )

    def forward(self, x):
        return self.decoder(self.encoder(x))

    def score(self, x):
        recon = self(x)
        return ((recon - x) ** 2).mean(dim=(1, 2))
