from torch import nn


class PressNet(nn.Module):
    def __init__(self, n_in, width=64):
        super().__init__()
        self.features = nn.Sequential(nn.Linear(n_in, width), nn.ReLU(), nn.Linear(width, width), nn.ReLU())
        self.out = nn.Linear(width, 2)
        nn.init.zeros_(self.out.weight)
        nn.init.constant_(self.out.bias, 0.0)

    def forward(self, x):
        return self.out(self.features(x))
