from dataclasses import dataclass
from typing import Optional

import torch
import torch.nn as nn
import torch.nn.functional as F


@dataclass
class Seq2SeqLMOutput:
    loss: Optional[torch.Tensor]
    logits: torch.Tensor


class DateNormalizer(nn.Module):
    def __init__(self, vocab_size, d_model=64, pad_token_id=0, bos_token_id=1):
        super().__init__()
        self.pad_token_id, self.bos_token_id = pad_token_id, bos_token_id
        self.shared = nn.Embedding(vocab_size, d_model, padding_idx=pad_token_id)
        self.encoder = nn.GRU(d_model, d_model, batch_first=True, bidirectional=True)
        self.enc_proj = nn.Linear(2 * d_model, d_model)
        self.decoder = nn.GRU(2 * d_model, d_model, batch_first=True)
        self.lm_head = nn.Linear(2 * d_model, vocab_size)

    def shift_right(self, labels):
        start = labels.new_full((labels.size(0), 1), self.bos_token_id)
        return torch.cat([start, labels[:, :-1].masked_fill(labels[:, :-1] == -100, self.pad_token_id)], 1)

    def get_encoder_outputs(self, input_ids):
        memory = self.enc_proj(self.encoder(self.shared(input_ids))[0])
        return memory, input_ids.ne(self.pad_token_id)

    def decode(self, decoder_input_ids, memory, src_mask, state=None):
        emb = self.shared(decoder_input_ids)
        summary = (memory * src_mask.unsqueeze(-1)).sum(1) / src_mask.sum(1, keepdim=True)
        dec, state = self.decoder(torch.cat([emb, summary.unsqueeze(1).expand_as(emb)], -1), state)
        att = (dec @ memory.transpose(1, 2)).masked_fill(~src_mask.unsqueeze(1), float("-inf")).softmax(-1)
        return self.lm_head(torch.cat([dec, att @ memory], -1)), state

    def forward(self, input_ids, labels=None, decoder_input_ids=None, **kwargs):
        if decoder_input_ids is None:
            decoder_input_ids = self.shift_right(labels)
        memory, src_mask = self.get_encoder_outputs(input_ids)
        logits, _ = self.decode(decoder_input_ids, memory, src_mask)
        loss = None
        if labels is not None:
            loss = F.cross_entropy(logits.reshape(-1, logits.size(-1)), labels.reshape(-1), ignore_index=-100)
        return Seq2SeqLMOutput(loss=loss, logits=logits)

    def generate(self, input_ids, max_length=12, **kwargs):
        memory, src_mask = self.get_encoder_outputs(input_ids)
        tokens = input_ids.new_full((input_ids.size(0), 1), self.bos_token_id)
        state, out = None, []
        for _ in range(max_length):
            logits, state = self.decode(tokens, memory, src_mask, state)
            tokens = logits[:, -1:].argmax(-1)
            out.append(tokens)
        return torch.cat(out, 1)
