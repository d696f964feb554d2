import math

import torch
import torch.nn as nn


class MaskedSelfAttention(nn.Module):
    def __init__(self, dim, heads):
        super().__init__()
        assert dim % heads == 0
        self.heads, self.dk = heads, dim // heads
        self.qkv = nn.Linear(dim, 3 * dim)
        self.out = nn.Linear(dim, dim)

    def forward(self, x, pad_mask):
        b, t, d = x.shape
        q, k, v = self.qkv(x).view(b, t, 3, self.heads, self.dk).permute(2, 0, 3, 1, 4)
        scores = q @ k.transpose(-2, -1) / math.sqrt(self.dk)
        scores = scores.masked_fill(pad_mask[:, None, None, :], float("-inf"))
        attn = torch.softmax(scores, dim=-1)
        # rows of padded queries carry no information: silence them
        attn.masked_fill_(pad_mask[:, None, :, None], 0.0)
        ctx = (attn @ v).transpose(1, 2).reshape(b, t, d)
        return self.out(ctx)


class EncoderBlock(nn.Module):
    def __init__(self, dim, heads, ff_mult=2, dropout=0.0):
        super().__init__()
        self.norm1 = nn.LayerNorm(dim)
        self.attn = MaskedSelfAttention(dim, heads)
        self.norm2 = nn.LayerNorm(dim)
        self.ff = nn.Sequential(nn.Linear(dim, ff_mult * dim), nn.GELU(), nn.Linear(ff_mult * dim, dim))
        self.drop = nn.Dropout(dropout)

    def forward(self, x, pad_mask):
        x = x + self.drop(self.attn(self.norm1(x), pad_mask))
        return x + self.drop(self.ff(self.norm2(x)))
