from torch import nn


class MalaxationNet(nn.Module):
    def __init__(self, in_features, hidden=64, out_features=1, dropout=0.1):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(in_features, hidden), nn.GELU(), nn.Dropout(dropout),
                                   nn.Linear(hidden, hidden), nn.GELU())
        self.head = nn.Linear(hidden, out_features)

    @property
    def out_features(self):
        return self.head.out_features

    def resize_head(self, out_features):
        self.head = nn.Linear(self.head.in_features, out_features)

    def forward(self, x):
        return self.head(self.trunk(x))
