import torch.nn as nn


class ShotNet(nn.Module):
    def __init__(self, n_features, n_shots, hidden=64):
        super().__init__()
        self.embed = nn.Sequential(nn.Linear(n_features, hidden), nn.ReLU(),
                                   nn.Linear(hidden, hidden), nn.ReLU())
        self.classify = nn.Linear(hidden, n_shots)

    def forward(self, x):
        return self.classify(self.embed(x))
