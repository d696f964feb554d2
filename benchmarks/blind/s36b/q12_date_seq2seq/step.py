import random

import torch
from torch import nn

from q12_date_seq2seq.data import PAD, SOS

criterion = nn.NLLLoss(ignore_index=PAD)


def train_batch(src, tgt, encoder, decoder, enc_opt, dec_opt, teacher_forcing=0.5):
    enc_opt.zero_grad()
    dec_opt.zero_grad()
    enc_out, hidden = encoder(src)
    src_mask = src != PAD
    token = torch.full((src.size(0),), SOS)
    target_length = tgt.size(1)
    loss = 0
    use_teacher = random.random() < teacher_forcing
    for t in range(target_length):
        logp, hidden = decoder(token, hidden, enc_out, src_mask)
        loss += criterion(logp, tgt[:, t])
        token = tgt[:, t] if use_teacher else logp.argmax(1)
    loss.backward()
    nn.utils.clip_grad_norm_(encoder.parameters(), 1.0)
    nn.utils.clip_grad_norm_(decoder.parameters(), 1.0)
    enc_opt.step()
    dec_opt.step()
    return loss / target_length


@torch.no_grad()
def greedy_decode(src, encoder, decoder, max_len=11):
    enc_out, hidden = encoder(src)
    src_mask = src != PAD
    token, out = torch.full((src.size(0),), SOS), []
    for _ in range(max_len):
        logp, hidden = decoder(token, hidden, enc_out, src_mask)
        token = logp.argmax(1)
        out.append(token)
    return torch.stack(out, dim=1)
