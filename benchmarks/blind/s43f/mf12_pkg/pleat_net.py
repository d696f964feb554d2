from torch import nn


class TearRisk(nn.Module):
    def __init__(self, n_in, width, depth, dropout):
        super().__init__()
        dims = [n_in] + [width] * depth
        blocks = []
        for a, b in zip(dims[:-1], dims[1:]):
            blocks += [nn.Linear(a, b), nn.BatchNorm1d(b), nn.ReLU(), nn.Dropout(dropout)]
        self.features = nn.Sequential(*blocks)
        self.logit = nn.Linear(dims[-1], 1)

    def forward(self, x):
        return self.logit(self.features(x)).squeeze(-1)
