import math

import torch
import torch.nn as nn


class ScaledDotAttention(nn.Module):
    def __init__(self, d_query, d_key, d_attn=64):
        super().__init__()
        self.q = nn.Linear(d_query, d_attn, bias=False)
        self.k = nn.Linear(d_key, d_attn, bias=False)
        self.scale = math.sqrt(d_attn)

    def forward(self, query, keys, values, key_padding_mask):
        """query (B, Tq, Dq), keys/values (B, Tk, D), key_padding_mask (B, Tk) True where padded."""
        scores = torch.bmm(self.q(query), self.k(keys).transpose(1, 2)) / self.scale
        scores.masked_fill_(key_padding_mask.unsqueeze(1), float("-inf"))
        weights = torch.softmax(scores, dim=-1)
        return torch.bmm(weights, values), weights
