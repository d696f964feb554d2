import math

import torch
import torch.nn as nn


class FeatureAttention(nn.Module):
    def __init__(self, dim, heads=2):
        super().__init__()
        self.h, self.dk = heads, dim // heads
        self.qkv = nn.Linear(dim, 3 * dim)
        self.out = nn.Linear(dim, dim)

    def forward(self, x, missing):
        B, F, D = x.shape
        q, k, v = self.qkv(x).view(B, F, 3, self.h, self.dk).permute(2, 0, 3, 1, 4)
        att = (q @ k.transpose(-1, -2)) / math.sqrt(self.dk)
        att = att.masked_fill(missing[:, None, None, :], float("-inf")).softmax(-1)
        att = att.masked_fill(missing[:, None, :, None], 0.0)
        return self.out((att @ v).transpose(1, 2).reshape(B, F, D))


class GatedResidual(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.ff = nn.Sequential(nn.Linear(dim, 2 * dim), nn.ReLU(inplace=True), nn.Linear(2 * dim, dim))
        self.gate = nn.Linear(dim, dim)
        self.norm = nn.LayerNorm(dim)

    def forward(self, x):
        h = self.ff(x) * torch.sigmoid(self.gate(x))
        h += x
        return self.norm(h)
