"""Bloom classifier."""
from torch import nn


class BloomNet(nn.Module):
    def __init__(self, n_in, hidden, depth, dropout):
        super().__init__()
        layers, d = [], n_in
        for _ in range(depth):
            layers += [nn.Linear(d, hidden), nn.ReLU()]
            if dropout > 0:
                layers.append(nn.Dropout(dropout))
            d = hidden
        self.hidden = nn.Sequential(*layers)
        self.logit = nn.Linear(d, 1)

    def forward(self, x):
        return self.logit(self.hidden(x))

    def linear_layers(self):
        return [m for m in self.hidden if isinstance(m, nn.Linear)]


def define_net(args):
    return BloomNet(6, args.hidden, args.depth, args.dropout)
