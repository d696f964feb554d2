"""Shared-bottom network: field embeddings + installed-app bag -> shared MLP -> task heads."""
import torch
from torch import nn

from .impressions import FIELDS, N_APPS


class SharedBottom(nn.Module):
    def __init__(self, emb_dim=8, bag_dim=16, width=64):
        super().__init__()
        self.fields = nn.ModuleDict({f: nn.Embedding(card, emb_dim) for f, card in FIELDS.items()})
        self.installed_apps = nn.EmbeddingBag(N_APPS, bag_dim, mode="mean")
        self.bottom = nn.Sequential(nn.Linear(emb_dim * len(FIELDS) + bag_dim, width), nn.ReLU(),
                                    nn.Linear(width, width), nn.ReLU())
        self.heads = nn.ModuleDict({task: nn.Linear(width, 1) for task in ("install", "purchase")})

    def shared_parameters(self):
        return list(self.bottom.parameters())

    def forward(self, batch):
        parts = [self.fields[f](batch["fields"][f]) for f in FIELDS]
        parts.append(self.installed_apps(batch["history"], batch["offsets"]))
        z = self.bottom(torch.cat(parts, dim=1))
        return {task: head(z).squeeze(1) for task, head in self.heads.items()}
