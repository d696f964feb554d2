import torch
from torch import nn

from .canals import CANALS
from .layers import Trunk


class PassageModel(nn.Module):
    """shared trunk + one small regression head per canal (log hours)"""

    def __init__(self, n_in=5, width=32):
        super().__init__()
        self.trunk = Trunk(n_in, width)
        self.heads = {name: nn.Linear(width, 1) for name in CANALS}

    def forward(self, x, canal_idx):
        h = self.trunk(x)
        out = torch.zeros(len(x))
        for k, name in enumerate(CANALS):
            m = canal_idx == k
            if m.any():
                out[m] = self.heads[name](h[m]).squeeze(-1)
        return out
