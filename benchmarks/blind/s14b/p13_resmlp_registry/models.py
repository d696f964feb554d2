import torch.nn as nn

from .layers import Affine, ResMLPBlock
from .registry import register


@register("resmlp")
class ResMLP(nn.Module):
    def __init__(self, in_dim, dim, depth, num_classes):
        super().__init__()
        self.stem = nn.Linear(in_dim, dim)
        self.blocks = [ResMLPBlock(dim) for _ in range(depth)]
        self.norm = Affine(dim)
        self.head = nn.Linear(dim, num_classes)

    def forward(self, x):
        x = self.stem(x)
        for blk in self.blocks:
            x = blk(x)
        return self.head(self.norm(x))
