"""Pointwise scorer used listwise: score(query, listing) for every listing of a slate."""
import torch
from torch import nn

from .market import N_DISTRICTS


class ListingRanker(nn.Module):
    def __init__(self, n_listings, id_dim=8, hidden=48):
        super().__init__()
        self.listing_emb = nn.Embedding(n_listings, id_dim)
        nn.init.normal_(self.listing_emb.weight, std=0.05)
        self.district_emb = nn.Embedding(N_DISTRICTS, 6)
        self.scorer = nn.Sequential(
            nn.Linear(2 + 3 + id_dim + 6 + 1, hidden), nn.ReLU(),
            nn.Linear(hidden, hidden), nn.ReLU(),
            nn.Linear(hidden, 1),
        )

    def forward(self, slate):
        b, s = slate["ids"].shape
        same_district = (slate["district"] == slate["fav_district"][:, None]).float().unsqueeze(-1)
        parts = [
            slate["query"][:, None, :].expand(b, s, -1),
            slate["listing_x"],
            self.listing_emb(slate["ids"]),
            self.district_emb(slate["district"]),
            same_district,
        ]
        return self.scorer(torch.cat(parts, dim=-1)).squeeze(-1)
