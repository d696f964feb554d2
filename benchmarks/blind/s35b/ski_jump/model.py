import torch
from torch import nn


class JumpNet(nn.Module):
    """Shared flight model with one read-out per hill; `head` is the active read-out."""

    def __init__(self, n_features, hills, width=48):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(n_features, width), nn.GELU(),
                                  nn.Linear(width, width), nn.GELU())
        self.dropout = nn.Dropout(0.0)
        self.heads = nn.ModuleDict({name: nn.Linear(width, 1) for name in hills})
        self.register_buffer("k_point", torch.tensor(100.0))
        self.head = self.heads[next(iter(hills))]

    def forward(self, x):
        h = self.dropout(self.body(x))
        return self.k_point * (1.0 + 0.1 * self.head(h).squeeze(-1))
