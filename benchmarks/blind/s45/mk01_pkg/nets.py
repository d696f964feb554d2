from torch import nn


class SwayGenerator(nn.Module):
    def __init__(self, latent_dim, length, width=128):
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(latent_dim, width), nn.LeakyReLU(0.2),
            nn.Linear(width, width), nn.LeakyReLU(0.2),
            nn.Linear(width, length), nn.Tanh(),
        )

    def forward(self, z):
        return self.body(z)


class SwayCritic(nn.Module):
    def __init__(self, length, width=128):
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(length, width), nn.LeakyReLU(0.2),
            nn.Linear(width, width // 2), nn.LeakyReLU(0.2),
            nn.Linear(width // 2, 1),
        )

    def forward(self, x):
        return self.body(x).squeeze(-1)
