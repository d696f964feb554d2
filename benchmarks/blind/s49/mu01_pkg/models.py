import torch
from torch import nn


class MaskGenerator(nn.Module):
    def __init__(self, n_freq, hidden=96):
        super().__init__()
        self.encode = nn.Sequential(nn.Linear(n_freq, hidden), nn.LeakyReLU(0.2))
        self.context = nn.GRU(hidden, hidden, batch_first=True)
        self.decode = nn.Linear(hidden, n_freq)

    def forward(self, mag):
        z = self.encode(torch.log1p(mag).transpose(1, 2))
        z, _ = self.context(z)
        mask = torch.sigmoid(self.decode(z)).transpose(1, 2)
        return mask.clamp(min=0.05) * mag


class QualityDiscriminator(nn.Module):
    """Predicts the normalised quality of `mag` given the clean reference."""

    def __init__(self, channels=8):
        super().__init__()
        self.convs = nn.Sequential(
            nn.Conv2d(2, channels, 5, padding=2), nn.LeakyReLU(0.2),
            nn.Conv2d(channels, channels, 5, stride=2, padding=2), nn.LeakyReLU(0.2),
        )
        self.head = nn.Sequential(nn.Linear(channels, 16), nn.LeakyReLU(0.2), nn.Linear(16, 1))

    def forward(self, mag, ref_mag):
        x = torch.stack([torch.log1p(mag), torch.log1p(ref_mag)], dim=1)
        h = self.convs(x).mean(dim=(2, 3))
        return self.head(h).squeeze(-1)
