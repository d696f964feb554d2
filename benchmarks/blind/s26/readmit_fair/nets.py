from torch import nn


class Encoder(nn.Module):
    def __init__(self, inputs, hidden=64, code=16):
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(inputs, hidden), nn.ReLU(),
            nn.Linear(hidden, code), nn.ReLU(),
        )

    def forward(self, x):
        return self.body(x)


class RiskHead(nn.Module):
    def __init__(self, code=16):
        super().__init__()
        self.out = nn.Linear(code, 1)

    def forward(self, codes):
        return self.out(codes).squeeze(-1)


class SiteAdversary(nn.Module):
    def __init__(self, code=16, sites=4, hidden=32):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(code, hidden), nn.ReLU(), nn.Linear(hidden, sites))

    def forward(self, codes):
        return self.body(codes)
