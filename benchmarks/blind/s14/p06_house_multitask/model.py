import torch.nn as nn


class SharedTrunk(nn.Module):
    def __init__(self, n_in, hidden, dropout):
        super().__init__()
        layers, prev = [], n_in
        for h in hidden:
            layers += [nn.Linear(prev, h), nn.BatchNorm1d(h), nn.GELU(), nn.Dropout(dropout)]
            prev = h
        self.body = nn.Sequential(*layers)
        self.out_dim = prev

    def forward(self, x):
        return self.body(x)


class ListingNet(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.trunk = SharedTrunk(cfg.n_features, cfg.hidden, cfg.dropout)
        self.price_head = nn.Linear(self.trunk.out_dim, 1)
        self.type_head = nn.Linear(self.trunk.out_dim, cfg.n_categories)

    def forward(self, x):
        z = self.trunk(x)
        return self.price_head(z).squeeze(-1), self.type_head(z)
