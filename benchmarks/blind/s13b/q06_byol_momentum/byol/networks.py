import torch.nn as nn


class MLPEncoder(nn.Module):
    def __init__(self, in_dim, rep_dim=64):
        super().__init__()
        self.layers = nn.Sequential(nn.Linear(in_dim, 128), nn.BatchNorm1d(128), nn.ReLU(),
                                    nn.Linear(128, rep_dim))
        self.rep_dim = rep_dim

    def forward(self, x):
        return self.layers(x)


def projection_head(in_dim, hidden=128, out_dim=32):
    return nn.Sequential(nn.Linear(in_dim, hidden), nn.BatchNorm1d(hidden), nn.ReLU(),
                         nn.Linear(hidden, out_dim))
