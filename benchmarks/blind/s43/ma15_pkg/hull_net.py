import torch.nn as nn


class HullNet(nn.Module):
    def __init__(self, n_feats, hidden=64):
        super().__init__()
        self.hidden = hidden
        self.trunk = nn.Sequential(nn.Linear(n_feats, hidden), nn.ReLU(),
                                   nn.Linear(hidden, hidden), nn.ReLU())
        self.heads = nn.ModuleDict()

    def add_head(self, voyage, n_events):
        self.heads[voyage] = nn.Linear(self.hidden, n_events)
        return self.heads[voyage]

    def forward(self, x, voyage):
        return self.heads[voyage](self.trunk(x))
