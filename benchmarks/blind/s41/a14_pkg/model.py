import random

import torch
import torch.nn as nn
import torch.nn.functional as F

from .layers import ScaledDotAttention


class RomanTranslator(nn.Module):
    def __init__(self, src_vocab, tgt_vocab, dim=64):
        super().__init__()
        self.src_embed = nn.Embedding(src_vocab, dim, padding_idx=0)
        self.tgt_embed = nn.Embedding(tgt_vocab, dim, padding_idx=0)
        self.encoder = nn.LSTM(dim, dim, batch_first=True, bidirectional=True)
        self.decoder = nn.LSTMCell(dim + 2 * dim, dim)
        self.attention = ScaledDotAttention(dim, 2 * dim)
        self.readout = nn.Linear(dim + 2 * dim, tgt_vocab)

    def encode(self, src):
        memory, _ = self.encoder(self.src_embed(src))
        pad = src.eq(0)
        B = src.size(0)
        state = (memory.new_zeros(B, self.decoder.hidden_size), memory.new_zeros(B, self.decoder.hidden_size))
        return memory, pad, state, memory.new_zeros(B, memory.size(-1))

    def step(self, prev_tokens, memory, pad, state, context):
        h, c = self.decoder(torch.cat([self.tgt_embed(prev_tokens), context], -1), state)
        context, weights = self.attention(h.unsqueeze(1), memory, memory, pad)
        context = context.squeeze(1)
        return self.readout(torch.cat([h, context], -1)), (h, c), context, weights

    def forward(self, src, tgt, teacher_forcing_ratio=1.0, **kwargs):
        memory, pad, state, context = self.encode(src)
        prev = tgt[:, 0]
        all_logits = []
        for t in range(1, tgt.size(1)):
            logits, state, context, _ = self.step(prev, memory, pad, state, context)
            all_logits.append(logits)
            teacher = random.random() < teacher_forcing_ratio
            prev = tgt[:, t] if teacher else logits.argmax(-1)
        logits = torch.stack(all_logits, 1)
        loss = F.cross_entropy(logits.transpose(1, 2), tgt[:, 1:], ignore_index=0)
        return {"loss": loss, "logits": logits}
