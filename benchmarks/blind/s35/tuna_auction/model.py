import torch
from torch import nn


class PriceModel(nn.Module):
    def __init__(self, n_traits, n_vessels, dim=4, hidden=32):
        super().__init__()
        self.vessels = nn.Embedding(n_vessels, dim)
        nn.init.normal_(self.vessels.weight, std=0.1)
        self.body = nn.Sequential(nn.Linear(n_traits + dim, hidden), nn.ReLU(),
                                  nn.Linear(hidden, 1))

    def forward(self, x, vessel):
        return self.body(torch.cat([x, self.vessels(vessel)], dim=1)).squeeze(-1)

    def add_vessels(self, n_new):
        """Extend the vessel table, keeping the rows already learned."""
        old = self.vessels
        grown = nn.Embedding(old.num_embeddings + n_new, old.embedding_dim)
        with torch.no_grad():
            grown.weight[:old.num_embeddings] = old.weight
            nn.init.normal_(grown.weight[old.num_embeddings:], std=0.1)
        self.vessels = grown
        return self
