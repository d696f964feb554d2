import math

import torch
import torch.nn as nn


class PaddedSelfAttention(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.qkv = nn.Linear(dim, 3 * dim)
        self.proj = nn.Linear(dim, dim)
        self.scale = 1.0 / math.sqrt(dim)

    def forward(self, x, pad):
        # pad: (B, T) bool, True where the position is padding
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        scores = (q @ k.transpose(-2, -1)) * self.scale
        scores = scores.masked_fill(pad[:, None, :], float("-inf"))
        attn = torch.softmax(scores, dim=-1)
        # padded query rows should not mix anything in
        attn.masked_fill_(pad[:, :, None], 0.0)
        return self.proj(attn @ v)
