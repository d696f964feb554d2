from dataclasses import dataclass
from typing import Optional

import torch
import torch.nn as nn

from .layers import BahdanauAttention


@dataclass
class PointerGeneratorOutput:
    loss: Optional[torch.Tensor]
    final_dists: torch.Tensor
    p_gens: torch.Tensor


class PointerGenerator(nn.Module):
    def __init__(self, vocab_size, emb_dim=48, hidden=64, pad_id=0):
        super().__init__()
        self.pad_id = pad_id
        self.embedding = nn.Embedding(vocab_size, emb_dim, padding_idx=pad_id)
        self.encoder = nn.LSTM(emb_dim, hidden, batch_first=True, bidirectional=True)
        self.reduce_h = nn.Linear(2 * hidden, hidden)
        self.reduce_c = nn.Linear(2 * hidden, hidden)
        self.attention = BahdanauAttention(2 * hidden, hidden, hidden)
        self.decoder = nn.LSTMCell(emb_dim + 2 * hidden, hidden)
        self.p_gen_linear = nn.Linear(2 * hidden + hidden + emb_dim, 1)
        self.vocab_proj = nn.Sequential(nn.Linear(3 * hidden, hidden), nn.Linear(hidden, vocab_size))

    def encode(self, src_ids):
        enc_out, (h, c) = self.encoder(self.embedding(src_ids))
        h = torch.relu(self.reduce_h(torch.cat([h[0], h[1]], -1)))
        c = torch.relu(self.reduce_c(torch.cat([c[0], c[1]], -1)))
        return enc_out, self.attention.W_h(enc_out), (h, c)

    def decode_step(self, y_prev, state, context, enc_out, enc_feat, src_ids, src_mask):
        emb = self.embedding(y_prev)
        h, c = self.decoder(torch.cat([emb, context], -1), state)
        context, attn_dist = self.attention(h, enc_out, enc_feat, src_mask)
        p_gen = torch.sigmoid(self.p_gen_linear(torch.cat([context, h, emb], -1)))
        vocab_dist = torch.softmax(self.vocab_proj(torch.cat([h, context], -1)), -1) * p_gen
        copy_dist = attn_dist.mul_(1.0 - p_gen)
        final_dist = vocab_dist.scatter_add(1, src_ids, copy_dist)
        return final_dist, (h, c), context, p_gen

    def forward(self, src_ids, decoder_input_ids, labels=None, **kwargs):
        src_mask = src_ids.ne(self.pad_id)
        enc_out, enc_feat, state = self.encode(src_ids)
        context = enc_out.new_zeros(src_ids.size(0), enc_out.size(-1))
        dists, p_gens = [], []
        for t in range(decoder_input_ids.size(1)):
            final_dist, state, context, p_gen = self.decode_step(
                decoder_input_ids[:, t], state, context, enc_out, enc_feat, src_ids, src_mask)
            dists.append(final_dist)
            p_gens.append(p_gen)
        final_dists = torch.stack(dists, 1)
        loss = None
        if labels is not None:
            gold = final_dists.gather(2, labels.clamp_min(0).unsqueeze(-1)).squeeze(-1)
            mask = labels.ne(-100)
            loss = -(torch.log(gold + 1e-12) * mask).sum() / mask.sum()
        return PointerGeneratorOutput(loss=loss, final_dists=final_dists, p_gens=torch.cat(p_gens, 1))

    @torch.no_grad()
    def greedy_decode(self, src_ids, bos_id, eos_id, max_len=10):
        src_mask = src_ids.ne(self.pad_id)
        enc_out, enc_feat, state = self.encode(src_ids)
        context = enc_out.new_zeros(src_ids.size(0), enc_out.size(-1))
        y = torch.full((src_ids.size(0),), bos_id, dtype=torch.long)
        out = []
        for _ in range(max_len):
            dist, state, context, _ = self.decode_step(y, state, context, enc_out, enc_feat, src_ids, src_mask)
            y = dist.argmax(-1)
            out.append(y)
        return torch.stack(out, 1)
