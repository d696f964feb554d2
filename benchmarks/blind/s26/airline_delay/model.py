import torch
from torch import nn

from .flights import AIRPORTS, CARRIERS


class DelayModel(nn.Module):
    def __init__(self, dense_features, airport_dim=8, carrier_dim=4, hidden=64):
        super().__init__()
        self.airport = nn.Embedding(AIRPORTS, airport_dim, sparse=True)
        self.carrier = nn.Embedding(CARRIERS, carrier_dim, sparse=True)
        width = 2 * airport_dim + carrier_dim + dense_features
        self.mlp = nn.Sequential(nn.Linear(width, hidden), nn.ReLU(), nn.Linear(hidden, 1))

    def forward(self, batch):
        parts = [self.airport(batch["origin"]), self.airport(batch["dest"]),
                 self.carrier(batch["carrier"]), batch["dense"]]
        return self.mlp(torch.cat(parts, dim=1)).squeeze(-1)

    def embedding_parameters(self):
        return [self.airport.weight, self.carrier.weight]

    def dense_parameters(self):
        return list(self.mlp.parameters())
