import torch
from torch import nn
from torch.utils.checkpoint import checkpoint


class LevelHead(nn.Module):
    """Wide MLP head; activations are recomputed in backward to save memory."""

    def __init__(self, in_dim, width=256, blocks=3, use_checkpoint=True):
        super().__init__()
        self.proj = nn.Linear(in_dim, width)
        self.blocks = nn.ModuleList(
            nn.Sequential(nn.LayerNorm(width), nn.Linear(width, width), nn.GELU())
            for _ in range(blocks)
        )
        self.out = nn.Linear(width, 1)
        self.use_checkpoint = use_checkpoint

    def forward(self, feats):
        h = self.proj(feats)
        for blk in self.blocks:
            if self.use_checkpoint and torch.is_grad_enabled():
                h = h + checkpoint(blk, h, use_reentrant=False)
            else:
                h = h + blk(h)
        return self.out(h)
