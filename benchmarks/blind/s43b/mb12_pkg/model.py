"""Maturation regressor = cask encoder + MLP over [features, cask code]."""
import torch
from torch import nn

from .layers import CaskEmbedding, CaskOneHot, NoCask


class MaturationNet(nn.Module):
    def __init__(self, cask_encoder, code_dim, hidden):
        super().__init__()
        self.mlp = nn.Sequential(nn.Linear(5 + code_dim, hidden), nn.SiLU(), nn.Linear(hidden, hidden), nn.SiLU(),
                                 nn.Linear(hidden, 2))
        self.cask = cask_encoder

    def forward(self, x, ids):
        return self.mlp(torch.cat([x, self.cask(ids)], 1))


def build_model(args):
    if args.cask_code == "none":
        enc, d = NoCask(), 0
    elif args.cask_code == "onehot":
        enc, d = CaskOneHot(args.casks, args.embed_dim), args.embed_dim
    elif args.cask_code == "embedding":
        enc, d = CaskEmbedding(args.casks, args.embed_dim), args.embed_dim
    else:
        raise ValueError(args.cask_code)
    return MaturationNet(enc, d, args.hidden)
