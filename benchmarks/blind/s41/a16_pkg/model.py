from dataclasses import dataclass
from typing import Optional

import torch
import torch.nn as nn
import torch.nn.functional as F


@dataclass
class ReinflectionOutput:
    loss: Optional[torch.Tensor]
    logits: torch.Tensor


class ReinflectionTransformer(nn.Module):
    def __init__(self, vocab_size, d_model=64, nhead=4, layers=2, max_len=32, pad_id=0, bos_id=1):
        super().__init__()
        self.pad_id, self.bos_id = pad_id, bos_id
        self.tok = nn.Embedding(vocab_size, d_model, padding_idx=pad_id)
        self.pos = nn.Embedding(max_len, d_model)
        enc_layer = nn.TransformerEncoderLayer(d_model, nhead, 128, dropout=0.1, batch_first=True)
        dec_layer = nn.TransformerDecoderLayer(d_model, nhead, 128, dropout=0.1, batch_first=True)
        self.encoder = nn.TransformerEncoder(enc_layer, layers, enable_nested_tensor=False)
        self.decoder = nn.TransformerDecoder(dec_layer, layers)
        self.generator = nn.Linear(d_model, vocab_size)

    def embed(self, ids):
        return self.tok(ids) * (self.tok.embedding_dim ** 0.5) + self.pos(torch.arange(ids.size(1)))

    def encode(self, input_ids):
        src_pad = input_ids.eq(self.pad_id)
        return self.encoder(self.embed(input_ids), src_key_padding_mask=src_pad), src_pad

    def decode(self, decoder_input_ids, memory, src_pad):
        T = decoder_input_ids.size(1)
        causal = torch.triu(torch.ones(T, T, dtype=torch.bool), diagonal=1)
        hidden = self.decoder(self.embed(decoder_input_ids), memory, tgt_mask=causal,
                              tgt_key_padding_mask=decoder_input_ids.eq(self.pad_id),
                              memory_key_padding_mask=src_pad)
        return self.generator(hidden)

    def forward(self, input_ids, decoder_input_ids, labels=None, **kwargs):
        logits = self.decode(decoder_input_ids, *self.encode(input_ids))
        loss = None
        if labels is not None:
            loss = F.cross_entropy(logits.transpose(1, 2), labels, ignore_index=-100,
                                   label_smoothing=kwargs.get("label_smoothing", 0.0))
        return ReinflectionOutput(loss, logits)

    @torch.no_grad()
    def greedy(self, input_ids, max_len=14):
        memory, src_pad = self.encode(input_ids)
        ys = torch.full((input_ids.size(0), 1), self.bos_id, dtype=torch.long)
        for _ in range(max_len):
            nxt = self.decode(ys, memory, src_pad)[:, -1].argmax(-1, keepdim=True)
            ys = torch.cat([ys, nxt], 1)
        return ys[:, 1:]
