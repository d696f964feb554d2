import torch
from torch import nn
from torch.utils.checkpoint import checkpoint

from ops import add_positions_, band_mask, layer_scale_, scaled_scores_


class PatchEmbed(nn.Module):
    def __init__(self, patch, dim, patches):
        super().__init__()
        self.proj = nn.Conv1d(1, dim, patch, stride=patch)
        self.positions = nn.Parameter(0.02 * torch.randn(patches, dim))

    def forward(self, pattern):
        tokens = self.proj(pattern).transpose(1, 2)      # [batch, patches, dim]
        return add_positions_(tokens, self.positions)


class Block(nn.Module):
    def __init__(self, dim, heads, patches, reach):
        super().__init__()
        self.heads = heads
        self.norm1 = nn.LayerNorm(dim)
        self.qkv = nn.Linear(dim, 3 * dim)
        self.proj = nn.Linear(dim, dim)
        self.norm2 = nn.LayerNorm(dim)
        self.fc1 = nn.Linear(dim, 2 * dim)
        self.fc2 = nn.Linear(2 * dim, dim)
        self.gamma1 = nn.Parameter(torch.full((dim,), 0.1))
        self.gamma2 = nn.Parameter(torch.full((dim,), 0.1))
        self.register_buffer("band", band_mask(patches, reach))

    def attention(self, x):
        b, n, d = x.shape
        q, k, v = self.qkv(x).view(b, n, 3, self.heads, d // self.heads).permute(2, 0, 3, 1, 4)
        scores = scaled_scores_(q @ k.transpose(-2, -1), (d // self.heads) ** -0.5, self.band)
        mixed = (scores.softmax(-1) @ v).transpose(1, 2).reshape(b, n, d)
        return layer_scale_(self.proj(mixed), self.gamma1)

    def mlp(self, x):
        h = self.fc1(x)
        h.relu_()
        return layer_scale_(self.fc2(h), self.gamma2)

    def forward(self, x):
        x = x + self.attention(self.norm1(x))
        return x + self.mlp(self.norm2(x))


class PhaseTransformer(nn.Module):
    def __init__(self, classes, length=480, patch=12, dim=48, heads=4, depth=2, reach=8, use_checkpoint=True):
        super().__init__()
        patches = length // patch
        self.embed = PatchEmbed(patch, dim, patches)
        self.blocks = nn.ModuleList(Block(dim, heads, patches, reach) for _ in range(depth))
        self.norm = nn.LayerNorm(dim)
        self.head = nn.Linear(dim, classes)
        self.use_checkpoint = use_checkpoint

    def forward(self, pattern):
        x = self.embed(pattern)
        for block in self.blocks:
            if self.use_checkpoint and self.training:
                x = checkpoint(block, x, use_reentrant=False)    # trade compute for activation memory
            else:
                x = block(x)
        return self.head(self.norm(x).mean(1))
