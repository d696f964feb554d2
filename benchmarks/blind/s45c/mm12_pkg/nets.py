from torch import nn

from .ball_data import N_FEAT


class SpinNet(nn.Module):
    def __init__(self, width=32, n_classes=4, p_drop=0.1):
        super().__init__()
        self.features = nn.Sequential(
            nn.Linear(N_FEAT, width), nn.BatchNorm1d(width), nn.ReLU(), nn.Dropout(p_drop),
            nn.Linear(width, width), nn.BatchNorm1d(width), nn.ReLU(),
        )
        self.head = nn.Linear(width, n_classes)

    def forward(self, x):
        return self.head(self.features(x))
