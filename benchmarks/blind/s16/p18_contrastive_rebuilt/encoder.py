import torch.nn as nn


class Encoder(nn.Module):
    def __init__(self, in_dim=32, hidden=64, rep_dim=32, proj_dim=16):
        super().__init__()
        self.backbone = nn.Sequential(nn.Linear(in_dim, hidden), nn.BatchNorm1d(hidden), nn.ReLU(),
                                      nn.Linear(hidden, rep_dim))
        self.projector = nn.Sequential(nn.ReLU(), nn.Linear(rep_dim, proj_dim))

    def forward(self, x):
        return self.projector(self.backbone(x))

    def represent(self, x):
        return self.backbone(x)
