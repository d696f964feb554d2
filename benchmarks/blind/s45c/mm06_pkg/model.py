import torch
from torch import nn

from .rallies import SHOTS, SHOT_FEATS
from .attention import MaskedAttentionPool, MeanPool


class RallyNet(nn.Module):
    def __init__(self, emb=8, hidden=32, pool="mean"):
        super().__init__()
        self.kind = nn.Embedding(len(SHOTS), emb)
        self.gru = nn.GRU(emb + SHOT_FEATS + 1, hidden, batch_first=True)
        self.pool = MaskedAttentionPool(hidden) if pool == "attn" else MeanPool()
        self.head = nn.Sequential(nn.Linear(hidden, hidden), nn.ReLU(), nn.Linear(hidden, 1))

    def forward(self, kinds, feats, mask):
        side = (torch.arange(kinds.shape[1]) % 2).float().expand_as(kinds).unsqueeze(-1)
        x = torch.cat([self.kind(kinds), feats, side], -1)
        h, _ = self.gru(x)
        pooled, weights = self.pool(h, mask)
        return self.head(pooled).squeeze(-1), weights
