from torch import nn

from .registry import NETS, register


@register(NETS, "drip_gen")
class DripGenerator(nn.Module):
    def __init__(self, *, z_dim=8, seq_len=16, width=64):
        super().__init__()
        self.z_dim = z_dim
        self.net = nn.Sequential(
            nn.Linear(z_dim, width), nn.LeakyReLU(0.2),
            nn.Linear(width, width), nn.LeakyReLU(0.2),
            nn.Linear(width, seq_len), nn.Sigmoid(),
        )

    def forward(self, z):
        return self.net(z)


@register(NETS, "drip_critic")
class DripCritic(nn.Module):
    def __init__(self, *, seq_len=16, width=64):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(seq_len, width), nn.LeakyReLU(0.2),
            nn.Linear(width, width), nn.LeakyReLU(0.2),
            nn.Linear(width, 1),
        )

    def forward(self, seq):
        return self.net(seq).squeeze(-1)
