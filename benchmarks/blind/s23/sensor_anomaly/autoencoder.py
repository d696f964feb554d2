import torch.nn as nn


class WindowAutoencoder(nn.Module):
    def __init__(self, channels=3, length=32, code=6, hidden=64, dropout=0.1):
        super().__init__()
        self.shape = (channels, length)
        flat = channels * length
        self.encoder = nn.Sequential(
            nn.Flatten(), nn.Linear(flat, hidden), nn.ReLU(), nn.Dropout(dropout), nn.Linear(hidden, code)
        )
        self.decoder = nn.Sequential(nn.Linear(code, hidden), nn.ReLU(), nn.Linear(hidden, flat))

    def forward(self, windows):
        return self.decoder(self.encoder(windows)).view(-1, *self.shape)
