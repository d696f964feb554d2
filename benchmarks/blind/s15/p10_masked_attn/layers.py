import math

import torch
import torch.nn as nn


class MaskedSelfAttention(nn.Module):
    def __init__(self, dim, heads=4, p_drop=0.0):
        super().__init__()
        assert dim % heads == 0
        self.h, self.dk = heads, dim // heads
        self.qkv = nn.Linear(dim, 3 * dim)
        self.o = nn.Linear(dim, dim)
        self.drop = nn.Dropout(p_drop)

    def forward(self, x, key_pad):
        B, T, D = x.shape
        q, k, v = self.qkv(x).view(B, T, 3, self.h, self.dk).permute(2, 0, 3, 1, 4)
        scores = q @ k.transpose(-2, -1) / math.sqrt(self.dk)
        scores = scores.masked_fill(key_pad[:, None, None, :], -1e4)
        attn = scores.softmax(dim=-1)
        # fully padded rows would otherwise spread mass uniformly over padding
        attn.masked_fill_(key_pad[:, None, None, :], 0.0)
        ctx = (self.drop(attn) @ v).transpose(1, 2).reshape(B, T, D)
        return self.o(ctx)


class Block(nn.Module):
    def __init__(self, dim, heads, mlp_ratio=2):
        super().__init__()
        self.ln1, self.ln2 = nn.LayerNorm(dim), nn.LayerNorm(dim)
        self.attn = MaskedSelfAttention(dim, heads)
        self.mlp = nn.Sequential(nn.Linear(dim, mlp_ratio * dim), nn.GELU(),
                                 nn.Linear(mlp_ratio * dim, dim))

    def forward(self, x, key_pad):
        x = x + self.attn(self.ln1(x), key_pad)
        return x + self.mlp(self.ln2(x))
