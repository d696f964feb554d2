import torch
import torch.nn as nn


class GlideModel(nn.Module):
    def __init__(self, n_wax, n_cond, dim=8, hidden=64):
        super().__init__()
        self.wax = nn.Embedding(n_wax, dim, sparse=True)
        nn.init.normal_(self.wax.weight, std=0.1)
        self.mlp = nn.Sequential(nn.Linear(dim + n_cond, hidden), nn.SiLU(), nn.Linear(hidden, hidden), nn.SiLU(),
                                 nn.Linear(hidden, 1))

    def forward(self, wax, cond):
        return self.mlp(torch.cat([self.wax(wax), cond], dim=1)).squeeze(1) + 12.0
