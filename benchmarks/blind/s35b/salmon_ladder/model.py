from torch import nn

from salmon_ladder.layers import BlendedNorm


class PassageNet(nn.Module):
    def __init__(self, n_sensors, width=32):
        super().__init__()
        self.inp = nn.Linear(n_sensors, width)
        self.norm1 = BlendedNorm(width)
        self.mid = nn.Linear(width, width)
        self.norm2 = BlendedNorm(width)
        self.out = nn.Linear(width, 1)
        self.act = nn.GELU()

    def forward(self, x):
        h = self.act(self.norm1(self.inp(x)))
        h = self.act(self.norm2(self.mid(h)))
        return self.out(h).squeeze(-1)
