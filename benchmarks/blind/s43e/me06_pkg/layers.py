import math

import torch
import torch.nn as nn


class DistanceRBF(nn.Module):
    def __init__(self, n_rbf, cutoff=5.0):
        super().__init__()
        self.register_buffer("centers", torch.linspace(0, cutoff, n_rbf))
        self.gamma = 10.0 / cutoff

    def forward(self, dist):
        return torch.exp(-self.gamma * (dist[..., None] - self.centers) ** 2)


class GraphAttention(nn.Module):
    """Multi-head self-attention over atoms with a learned distance bias."""

    def __init__(self, d_model, n_heads, n_rbf):
        super().__init__()
        self.h, self.dk = n_heads, d_model // n_heads
        self.qkv = nn.Linear(d_model, 3 * d_model)
        self.dist_bias = nn.Linear(n_rbf, n_heads)
        self.proj = nn.Linear(d_model, d_model)
        self.norm1 = nn.LayerNorm(d_model)
        self.norm2 = nn.LayerNorm(d_model)
        self.ff = nn.Sequential(nn.Linear(d_model, 2 * d_model), nn.GELU(), nn.Linear(2 * d_model, d_model))

    def forward(self, x, rbf, mask):
        b, a, _ = x.shape
        q, k, v = self.qkv(self.norm1(x)).view(b, a, 3, self.h, self.dk).permute(2, 0, 3, 1, 4)
        scores = q @ k.transpose(-1, -2) / math.sqrt(self.dk) + self.dist_bias(rbf).permute(0, 3, 1, 2)
        pair_mask = (mask[:, None, :, None] & mask[:, None, None, :])
        scores = scores.masked_fill(~pair_mask, -1e4)
        attn = torch.softmax(scores, dim=-1)
        attn.masked_fill_(~pair_mask, 0.0)           # padded atoms must not receive any weight
        out = (attn @ v).transpose(1, 2).reshape(b, a, -1)
        x = x + self.proj(out)
        return x + self.ff(self.norm2(x))
