from torch import nn


class ValueNet(nn.Module):
    def __init__(self, hidden=256):
        super().__init__()
        self.body = nn.Sequential(
            nn.Flatten(), nn.Linear(12 * 64, hidden), nn.ReLU(),
            nn.Linear(hidden, hidden // 4), nn.ReLU(), nn.Linear(hidden // 4, 1), nn.Tanh(),
        )

    def forward(self, planes):
        return self.body(planes).squeeze(-1)
