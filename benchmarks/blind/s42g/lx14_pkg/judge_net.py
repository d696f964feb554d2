import torch.nn as nn


class PointsLostNet(nn.Module):
    def __init__(self, hidden=48):
        super().__init__()
        self.f = nn.Sequential(nn.Linear(6, hidden), nn.ReLU(), nn.BatchNorm1d(hidden), nn.Linear(hidden, 1))

    def forward(self, x):
        return self.f(x)
