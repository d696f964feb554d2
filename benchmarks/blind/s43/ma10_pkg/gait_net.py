import torch.nn as nn


class GaitNet(nn.Module):
    def __init__(self, n_features, n_gaits, hidden=40):
        super().__init__()
        self.backbone = nn.Sequential(nn.Linear(n_features, hidden), nn.ELU(),
                                      nn.Linear(hidden, hidden), nn.ELU())
        self.gait = nn.Linear(hidden, n_gaits)

    def forward(self, window):
        return self.gait(self.backbone(window))
