from torch import nn


class ResidualMLP(nn.Module):
    def __init__(self, in_dim, hidden):
        super().__init__()
        self.inp = nn.Linear(in_dim, hidden)
        self.block = nn.Sequential(nn.LayerNorm(hidden), nn.Linear(hidden, hidden), nn.GELU(),
                                   nn.Linear(hidden, hidden))
        self.out = nn.Linear(hidden, 1)

    def forward(self, x):
        h = self.inp(x)
        h = h + self.block(h)
        return self.out(h).squeeze(-1)


def build_net(args):
    return ResidualMLP(args.in_dim, args.hidden)
