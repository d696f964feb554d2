"""Full model: embeddings for the last-layer cases + residual trunk + two heads."""
import torch
from torch import nn

from .layers import Residual, ScaledLinear


class SolveModel(nn.Module):
    def __init__(self, n_dense, n_oll, n_pll, width=32, depth=3):
        super().__init__()
        self.oll_emb = nn.Embedding(n_oll, 4)
        self.pll_emb = nn.Embedding(n_pll, 4)
        self.stem = ScaledLinear(n_dense + 8, width)
        blocks = []
        for _ in range(depth):
            blocks.append(Residual(width))
        self.blocks = nn.ModuleList(blocks)
        self.block_names = [f"res{i}" for i in range(depth)]
        self.heads = nn.ModuleDict({"time": nn.Linear(width, 1), "pb": nn.Linear(width, 1)})

    def forward(self, dense, oll, pll):
        x = torch.cat([dense, self.oll_emb(oll), self.pll_emb(pll)], dim=1)
        x = torch.relu(self.stem(x))
        for block in self.blocks:
            x = block(x)
        return {name: head(x) for name, head in self.heads.items()}
