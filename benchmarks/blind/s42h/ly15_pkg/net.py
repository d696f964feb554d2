from torch import nn


class RoastClassifier(nn.Module):
    def __init__(self, n_in=8, n_levels=4, hidden=48, p_drop=0.2):
        super().__init__()
        self.mlp = nn.Sequential(
            nn.Linear(n_in, hidden), nn.ReLU(), nn.Dropout(p_drop),
            nn.Linear(hidden, hidden), nn.ReLU(), nn.Dropout(p_drop),
            nn.Linear(hidden, n_levels),
        )

    def forward(self, x):
        return self.mlp(x)
