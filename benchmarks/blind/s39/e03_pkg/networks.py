"""Generator / discriminator for 16x16 single-channel patches."""
from torch import nn


class Generator(nn.Module):
    def __init__(self, z_dim=32, ch=32):
        super().__init__()
        self.z_dim = z_dim
        self.fc = nn.Sequential(nn.Linear(z_dim, ch * 2 * 4 * 4), nn.ReLU())
        self.up = nn.Sequential(
            nn.Upsample(scale_factor=2), nn.Conv2d(ch * 2, ch, 3, padding=1),
            nn.BatchNorm2d(ch), nn.ReLU(),
            nn.Upsample(scale_factor=2), nn.Conv2d(ch, 1, 3, padding=1), nn.Tanh())
        self.ch = ch

    def forward(self, z):
        return self.up(self.fc(z).view(-1, self.ch * 2, 4, 4))


class Discriminator(nn.Module):
    def __init__(self, ch=32):
        super().__init__()
        self.body = nn.Sequential(
            nn.Conv2d(1, ch, 4, 2, 1), nn.LeakyReLU(0.2),
            nn.Conv2d(ch, ch * 2, 4, 2, 1), nn.LeakyReLU(0.2),
            nn.Flatten(), nn.Linear(ch * 2 * 4 * 4, 1))

    def forward(self, x):
        return self.body(x).squeeze(1)
