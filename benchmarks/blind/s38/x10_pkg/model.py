import math

import torch
import torch.nn as nn


class PositionalEncoding(nn.Module):
    def __init__(self, dim, max_len=64):
        super().__init__()
        pos = torch.arange(max_len).unsqueeze(1)
        div = torch.exp(torch.arange(0, dim, 2) * (-math.log(10000.0) / dim))
        pe = torch.zeros(max_len, dim)
        pe[:, 0::2] = torch.sin(pos * div)
        pe[:, 1::2] = torch.cos(pos * div)
        self.register_buffer("pe", pe)

    def forward(self, x):
        return x + self.pe[: x.shape[1]]


class Transliterator(nn.Module):
    def __init__(self, src_vocab, tgt_vocab, dim=64, heads=4, layers=2, ff=128, dropout=0.1):
        super().__init__()
        self.src_emb = nn.Embedding(src_vocab, dim, padding_idx=0)
        self.tgt_emb = nn.Embedding(tgt_vocab, dim, padding_idx=0)
        self.pos = PositionalEncoding(dim)
        self.core = nn.Transformer(dim, heads, layers, layers, ff, dropout, batch_first=True)
        self.out = nn.Linear(dim, tgt_vocab)

    def forward(self, src, tgt_in):
        n = tgt_in.shape[1]
        causal = torch.triu(torch.ones(n, n, dtype=torch.bool, device=tgt_in.device), diagonal=1)
        h = self.core(self.pos(self.src_emb(src)), self.pos(self.tgt_emb(tgt_in)),
                      tgt_mask=causal, src_key_padding_mask=src == 0, tgt_key_padding_mask=tgt_in == 0,
                      memory_key_padding_mask=src == 0)
        return self.out(h)
