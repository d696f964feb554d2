from dataclasses import dataclass
from typing import List, Optional

import torch
import torch.nn as nn
import torch.nn.functional as F


@dataclass
class MemLMOutput:
    loss: Optional[torch.Tensor]
    logits: torch.Tensor
    mems: List[torch.Tensor]


class MemDecoderLayer(nn.Module):
    def __init__(self, d_model, n_head, d_inner, dropout):
        super().__init__()
        self.attn = nn.MultiheadAttention(d_model, n_head, dropout=dropout, batch_first=True)
        self.ff = nn.Sequential(nn.Linear(d_model, d_inner), nn.ReLU(), nn.Dropout(dropout),
                                nn.Linear(d_inner, d_model))
        self.norm1, self.norm2 = nn.LayerNorm(d_model), nn.LayerNorm(d_model)

    def forward(self, h, mem, attn_mask):
        kv = torch.cat([mem, h], 1) if mem is not None else h
        a, _ = self.attn(h, kv, kv, attn_mask=attn_mask, need_weights=False)
        h = self.norm1(h + a)
        return self.norm2(h + self.ff(h))


class MemTransformerLM(nn.Module):
    def __init__(self, n_token, d_model=64, n_head=4, n_layer=2, d_inner=128, tgt_len=32, mem_len=32,
                 dropout=0.1):
        super().__init__()
        self.n_layer, self.mem_len, self.d_model = n_layer, mem_len, d_model
        self.word_emb = nn.Embedding(n_token, d_model)
        self.pos_emb = nn.Embedding(tgt_len, d_model)
        self.drop = nn.Dropout(dropout)
        self.layers = nn.ModuleList(MemDecoderLayer(d_model, n_head, d_inner, dropout) for _ in range(n_layer))
        self.out = nn.Linear(d_model, n_token)

    def init_mems(self, bsz):
        return [self.word_emb.weight.new_zeros(bsz, 0, self.d_model) for _ in range(self.n_layer)]

    def _update_mems(self, hids, mems):
        return [torch.cat([m, h], dim=1)[:, -self.mem_len:] for h, m in zip(hids, mems)]

    def forward(self, input_ids, labels=None, mems=None, **kwargs):
        bsz, qlen = input_ids.shape
        if mems is None:
            mems = self.init_mems(bsz)
        mlen = mems[0].size(1)
        causal = torch.triu(torch.ones(qlen, qlen + mlen, dtype=torch.bool, device=input_ids.device),
                            diagonal=1 + mlen)
        h = self.drop(self.word_emb(input_ids) + self.pos_emb(torch.arange(qlen, device=input_ids.device)))
        hids = []
        for layer, mem in zip(self.layers, mems):
            hids.append(h)
            h = layer(h, mem, causal)
        logits = self.out(self.drop(h))
        loss = None
        if labels is not None:
            loss = F.cross_entropy(logits.reshape(-1, logits.size(-1)), labels.reshape(-1))
        return MemLMOutput(loss=loss, logits=logits, mems=self._update_mems(hids, mems))
