import torch.nn as nn


class GloveNet(nn.Module):
    def __init__(self, n_sensors, n_shapes, width=64):
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(n_sensors, width), nn.ReLU(),
            nn.Linear(width, width), nn.ReLU(),
        )
        self.out = nn.Linear(width, n_shapes)

    def forward(self, x):
        return self.out(self.body(x))
