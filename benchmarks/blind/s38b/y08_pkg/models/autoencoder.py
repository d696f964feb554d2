import torch.nn as nn


class ConvAutoencoder(nn.Module):
    def __init__(self, channels, latent):
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Conv1d(channels, 16, 5, stride=2, padding=2), nn.GELU(),
            nn.Conv1d(16, latent, 5, stride=2, padding=2), nn.GELU(),
        )
        self.decoder = nn.Sequential(
            nn.ConvTranspose1d(latent, 16, 4, stride=2, padding=1), nn.GELU(),
            nn.ConvTranspose1d(16, channels, 4, stride=2, padding=1),
        )

    def forward(self, x):
        return self.decoder(self.encoder(x))
