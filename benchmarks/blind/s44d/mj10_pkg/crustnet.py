from torch import nn


class CrustNet(nn.Module):
    def __init__(self, n_in, n_defects, width=64, dropout=0.1):
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Linear(n_in, width), nn.BatchNorm1d(width), nn.ReLU(),
            nn.Dropout(dropout),
            nn.Linear(width, width), nn.ReLU(),
        )
        self.heads = nn.Linear(width, n_defects)

    def forward(self, x):
        return self.heads(self.encoder(x))
