from torch import nn

from .registry import register


@register("mlp_gen")
class WaveGenerator(nn.Module):
    def __init__(self, z_dim=8, length=32, width=64):
        super().__init__()
        self.z_dim = z_dim
        self.body = nn.Sequential(
            nn.Linear(z_dim, width), nn.LeakyReLU(0.2),
            nn.Linear(width, width), nn.LeakyReLU(0.2),
            nn.Linear(width, length), nn.Tanh(),
        )

    def forward(self, z):
        return self.body(z)


@register("mlp_critic")
class WaveCritic(nn.Module):
    def __init__(self, length=32, width=64):
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(length, width), nn.LeakyReLU(0.2),
            nn.Linear(width, 1),
        )

    def forward(self, x):
        return self.body(x).squeeze(-1)
