import torch
from torch import nn


class StrikeModel(nn.Module):
    def __init__(self, n_numeric, n_bells, n_ringers, n_methods, width=64):
        super().__init__()
        self.bell = nn.Embedding(n_bells, 4)
        self.ringer = nn.Embedding(n_ringers, 6)
        self.method = nn.Embedding(n_methods, 3)
        self.n_numeric = n_numeric
        self.mlp = nn.Sequential(nn.Linear(n_numeric + 13, width), nn.ReLU(), nn.Linear(width, width), nn.ReLU(),
                                 nn.Linear(width, 1))

    def forward(self, numeric, bell, ringer, method):
        features = torch.cat([numeric, self.bell(bell), self.ringer(ringer), self.method(method)], dim=1)
        return {"error": self.mlp(features).squeeze(1), "features": features}
