import torch.nn as nn


class QueueBandNet(nn.Module):
    def __init__(self, n_in=5, n_bands=4, hidden=48):
        super().__init__()
        self.mlp = nn.Sequential(
            nn.Linear(n_in, hidden), nn.ReLU(), nn.Dropout(0.1),
            nn.Linear(hidden, hidden), nn.ReLU(),
            nn.Linear(hidden, n_bands),
        )

    def forward(self, x):
        return self.mlp(x)
