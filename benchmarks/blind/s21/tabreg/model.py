import torch
from torch import nn


class EntityEmbeddingMLP(nn.Module):
    def __init__(self, n_num, cards, emb_dim=4, hidden=64):
        super().__init__()
        self.embeds = nn.ModuleDict({k: nn.Embedding(c, emb_dim) for k, c in cards.items()})
        self.mlp = nn.Sequential(
            nn.Linear(n_num + emb_dim * len(cards), hidden), nn.SiLU(),
            nn.Linear(hidden, hidden), nn.SiLU(), nn.Linear(hidden, 1),
        )

    def forward(self, num, cat):
        parts = [num] + [self.embeds[k](cat[k]) for k in sorted(self.embeds.keys())]
        return self.mlp(torch.cat(parts, dim=1)).squeeze(-1)
