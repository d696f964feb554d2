import torch.nn as nn


class SimCLRNet(nn.Module):
    def __init__(self, in_dim, hidden, proj_dim):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(in_dim, hidden), nn.BatchNorm1d(hidden), nn.ReLU(), nn.Linear(hidden, hidden))
        self.projector = nn.Sequential(nn.ReLU(), nn.Linear(hidden, proj_dim))

    def forward(self, x):
        return self.projector(self.encoder(x))
