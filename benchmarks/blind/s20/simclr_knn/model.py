from torch import nn


class Encoder(nn.Module):
    def __init__(self, channels=3, width=32, emb=32):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv1d(channels, width, 5, padding=2), nn.ReLU(),
            nn.Conv1d(width, width, 5, padding=2, stride=2), nn.ReLU(),
            nn.AdaptiveAvgPool1d(1), nn.Flatten(),
        )
        self.fc = nn.Linear(width, emb)

    def forward(self, x):
        return self.fc(self.conv(x))


class SimCLR(nn.Module):
    def __init__(self, encoder, emb=32, proj=16):
        super().__init__()
        self.encoder = encoder
        self.projector = nn.Sequential(nn.Linear(emb, emb), nn.ReLU(), nn.Linear(emb, proj))

    def forward(self, x):
        return self.projector(self.encoder(x))
