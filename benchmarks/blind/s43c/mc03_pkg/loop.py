import math
import random

import torch
import torch.nn.functional as F

from . import decoding
from .vocab import EOS, PAD, SOS, TGT_ITOS, batches


def sampling_rate(epoch, k=3.0):
    """Inverse-sigmoid schedule: probability of feeding the gold token."""
    return k / (k + math.exp(epoch / k))


class Seq2SeqLoop:
    def __init__(self, net, opt, clip=1.0, rng_seed=0):
        self.net, self.opt, self.clip = net, opt, clip
        self.rng = random.Random(rng_seed)

    def step(self, src, src_lens, tgt, teacher_p):
        memory, mask, h, ctx = self.net.start(src, src_lens)
        prev = torch.full((src.size(0),), SOS, dtype=torch.long)
        n_tokens = (tgt != PAD).sum()
        seq_loss = 0.0
        for t in range(tgt.size(1)):
            logits, h, ctx, _ = self.net.decoder(prev, h, ctx, memory, mask)
            seq_loss = seq_loss + F.cross_entropy(logits, tgt[:, t], ignore_index=PAD, reduction="sum")
            if self.rng.random() < teacher_p:
                prev = tgt[:, t]
            else:
                prev = logits.argmax(-1)            # scheduled sampling: feed own guess
        seq_loss = seq_loss / n_tokens
        self.opt.zero_grad(set_to_none=True)
        seq_loss.backward()
        torch.nn.utils.clip_grad_norm_(self.net.parameters(), self.clip)
        self.opt.step()
        return seq_loss.item(), int(n_tokens)

    def train_epoch(self, numbers, epoch, batch_size):
        self.net.train()
        p = sampling_rate(epoch)
        tot, cnt = 0.0, 0
        for _, src, src_lens, tgt, _ in batches(numbers, batch_size, seed=epoch):
            loss_val, n = self.step(src, src_lens, tgt, p)
            tot += loss_val * n
            cnt += n
        return tot / cnt, p


def strip(tokens):
    out = []
    for k in tokens:
        if k == EOS:
            break
        out.append(TGT_ITOS[k])
    return "".join(out)


def exact_match(net, numbers, use_beam=False):
    net.eval()
    hits = 0
    with torch.no_grad():
        for nums, src, src_lens, _, _ in batches(numbers, 64, shuffle=False):
            if use_beam:
                preds = [strip(decoding.beam_search(net, src[i:i + 1], src_lens[i:i + 1]))
                         for i in range(src.size(0))]
            else:
                preds = [strip(row) for row in decoding.greedy(net, src, src_lens).tolist()]
            hits += sum(p == str(n) for p, n in zip(preds, nums))
    return hits / len(numbers)
