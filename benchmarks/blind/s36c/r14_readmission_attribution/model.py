import torch.nn as nn


class ReadmissionNet(nn.Module):
    def __init__(self, n_features, hidden=32, dropout=0.1):
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Linear(n_features, hidden), nn.ReLU(), nn.Dropout(dropout),
            nn.Linear(hidden, hidden), nn.ReLU(),
        )
        self.head = nn.Linear(hidden, 1)

    def forward(self, x):
        return self.head(self.encoder(x)).squeeze(-1)
