import torch
from torch import nn


class SegmentSumNet(nn.Module):
    """Deep-sets style: encode each segment, sum over the real ones, add a marble term."""

    def __init__(self, n_kinds, seg_features=3, emb=8, width=64):
        super().__init__()
        self.kind_emb = nn.Embedding(n_kinds, emb)
        self.segment = nn.Sequential(nn.Linear(seg_features + emb, width), nn.SiLU(),
                                     nn.Linear(width, width), nn.SiLU(), nn.Linear(width, 1))
        self.marble = nn.Linear(1, 1)

    def forward(self, feats, kind, mask, glass):
        seg = self.segment(torch.cat([feats, self.kind_emb(kind)], dim=2)).squeeze(2)
        run = (seg * mask).sum(1)
        return run * (1 + 0.1 * torch.tanh(self.marble(glass.unsqueeze(1)).squeeze(1)))
