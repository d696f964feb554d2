import torch.nn as nn


class DenoisingAE(nn.Module):
    def __init__(self, ch=16):
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Conv1d(1, ch, 7, padding=3), nn.ReLU(),
            nn.Conv1d(ch, ch * 2, 5, stride=2, padding=2), nn.ReLU(),
        )
        self.decoder = nn.Sequential(
            nn.ConvTranspose1d(ch * 2, ch, 4, stride=2, padding=1), nn.ReLU(),
            nn.Conv1d(ch, 1, 7, padding=3),
        )

    def forward(self, x):
        return self.decoder(self.encoder(x))
