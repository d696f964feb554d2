from torch import nn


class ClimbNet(nn.Module):
    def __init__(self, d_in, hidden):
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(d_in, hidden), nn.GELU(),
            nn.Linear(hidden, hidden), nn.GELU(),
        )
        self.out = nn.Linear(hidden, 1)

    def forward(self, x):
        return self.out(self.body(x))
