import torch.nn as nn


class SandNet(nn.Module):
    def __init__(self, n_in=6, width=48):
        super().__init__()
        self.features = nn.Sequential(nn.Linear(n_in, width), nn.SiLU(),
                                      nn.Linear(width, width), nn.SiLU())
        self.head = nn.Linear(width, 2)

    def forward(self, x):
        return self.head(self.features(x))

    def replace_head(self, hidden=16):
        width = self.features[-2].out_features
        self.head = nn.Sequential(nn.Linear(width, hidden), nn.SiLU(), nn.Linear(hidden, 2))
        return self.head
