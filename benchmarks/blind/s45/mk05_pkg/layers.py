from torch import nn


class FoldEncoder(nn.Module):
    def __init__(self, n_in, hidden, blocks=2, dropout=0.05):
        super().__init__()
        layers = [nn.Linear(n_in, hidden), nn.SiLU()]
        for _ in range(blocks):
            layers += [nn.Linear(hidden, hidden), nn.SiLU(), nn.Dropout(dropout)]
        self.net = nn.Sequential(*layers)

    def forward(self, x):
        return self.net(x)


def make_head(hidden, n_out):
    return nn.Linear(hidden, n_out)
