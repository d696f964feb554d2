from torch import nn


class OdorMLP(nn.Module):
    def __init__(self, n_bits, n_labels, *, hidden=(128, 64), dropout=0.1):
        super().__init__()
        layers, d = [], n_bits
        for h in hidden:
            layers += [nn.Linear(d, h), nn.LayerNorm(h), nn.GELU(), nn.Dropout(dropout)]
            d = h
        self.body = nn.Sequential(*layers)
        self.heads = nn.Linear(d, n_labels)

    def forward(self, fp):
        return self.heads(self.body(fp))
