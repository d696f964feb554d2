from dataclasses import dataclass
from typing import Optional

import torch
import torch.nn as nn
import torch.nn.functional as F


@dataclass
class Seq2SeqOutput:
    loss: Optional[torch.Tensor]
    logits: torch.Tensor


class G2PModel(nn.Module):
    def __init__(self, n_graphemes, n_phonemes, dim=64):
        super().__init__()
        self.enc_embed = nn.Embedding(n_graphemes, dim, padding_idx=0)
        self.dec_embed = nn.Embedding(n_phonemes, dim, padding_idx=0)
        self.encoder = nn.GRU(dim, dim, batch_first=True, bidirectional=True)
        self.bridge = nn.Linear(2 * dim, dim)
        self.decoder = nn.GRU(dim, dim, batch_first=True)
        self.key = nn.Linear(2 * dim, dim)
        self.value = nn.Linear(2 * dim, dim)
        self.generator = nn.Linear(2 * dim, n_phonemes)

    def encode(self, input_ids):
        enc, h = self.encoder(self.enc_embed(input_ids))
        return enc, torch.tanh(self.bridge(torch.cat([h[0], h[1]], -1))).unsqueeze(0)

    def forward(self, input_ids, decoder_input_ids, labels=None, **kwargs):
        enc, h0 = self.encode(input_ids)
        dec, _ = self.decoder(self.dec_embed(decoder_input_ids), h0)
        scores = dec @ self.key(enc).transpose(1, 2)
        scores = scores.masked_fill(input_ids.eq(0).unsqueeze(1), float("-inf"))
        context = scores.softmax(-1) @ self.value(enc)
        logits = self.generator(torch.cat([dec, context], -1))
        loss = None
        if labels is not None:
            loss = F.cross_entropy(logits.transpose(1, 2), labels, ignore_index=0,
                                   label_smoothing=kwargs.get("label_smoothing", 0.0))
        return Seq2SeqOutput(loss, logits)

    @torch.no_grad()
    def greedy_decode(self, input_ids, max_len=12):
        enc, h = self.encode(input_ids)
        keys, values = self.key(enc), self.value(enc)
        pad = input_ids.eq(0).unsqueeze(1)
        y = torch.ones(input_ids.size(0), 1, dtype=torch.long)
        out = []
        for _ in range(max_len):
            dec, h = self.decoder(self.dec_embed(y), h)
            ctx = (dec @ keys.transpose(1, 2)).masked_fill(pad, float("-inf")).softmax(-1) @ values
            y = self.generator(torch.cat([dec, ctx], -1)).argmax(-1)
            out.append(y)
        return torch.cat(out, 1)
