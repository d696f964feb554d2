from torch import nn

from .pooling import GatedAttentionPool


class SlideClassifier(nn.Module):
    def __init__(self, patch_dim, width=48):
        super().__init__()
        self.embed = nn.Sequential(nn.Linear(patch_dim, width), nn.ReLU(), nn.Linear(width, width), nn.ReLU())
        self.pool = GatedAttentionPool(width)
        self.head = nn.Linear(width, 1)

    def forward(self, block, mask):
        pooled, weights = self.pool(self.embed(block), mask)
        return self.head(pooled).squeeze(-1), weights
