import torch
import torch.nn as nn

from .config import CFG


class ClickNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.embs = nn.ModuleDict({c: nn.Embedding(n, CFG["emb_dim"]) for c, n in CFG["cards"].items()})
        d = CFG["emb_dim"] * len(CFG["cards"])
        self.mlp = nn.Sequential(nn.Linear(d, CFG["hidden"]), nn.ReLU(), nn.Dropout(0.2),
                                 nn.Linear(CFG["hidden"], 1))

    def forward(self, x):
        h = torch.cat([emb(x[:, i]) for i, emb in enumerate(self.embs.values())], dim=1)
        return self.mlp(h).squeeze(1)
