"""Generator and critic for 16x16 heightmaps."""
from torch import nn


class TerrainGenerator(nn.Module):
    def __init__(self, z_dim=24, ch=16):
        super().__init__()
        self.z_dim, self.ch = z_dim, ch
        self.proj = nn.Linear(z_dim, 2 * ch * 4 * 4)
        self.body = nn.Sequential(
            nn.ReLU(), nn.ConvTranspose2d(2 * ch, ch, 4, 2, 1),
            nn.ReLU(), nn.ConvTranspose2d(ch, 1, 4, 2, 1), nn.Tanh())

    def forward(self, z):
        return self.body(self.proj(z).view(-1, 2 * self.ch, 4, 4))


class TerrainCritic(nn.Module):
    def __init__(self, ch=16):
        super().__init__()
        self.body = nn.Sequential(
            nn.Conv2d(1, ch, 4, 2, 1), nn.LeakyReLU(0.2),
            nn.Conv2d(ch, 2 * ch, 4, 2, 1), nn.LeakyReLU(0.2),
            nn.Flatten(), nn.Linear(2 * ch * 16, 1))

    def forward(self, x):
        return self.body(x).view(-1)
