import math

import torch
import torch.nn.functional as F


def run_epoch(lm, opt, corpus, stream, bptt=16, clip=0.25):
    lm.train()
    lm.reset_state()
    total, steps = 0.0, 0
    for inp, target in corpus.bptt_chunks(stream, bptt):
        opt.zero_grad()
        logits = lm(inp)
        nll = F.cross_entropy(logits.reshape(-1, logits.size(-1)), target.reshape(-1))
        nll.backward()
        torch.nn.utils.clip_grad_norm_(lm.parameters(), clip)
        opt.step()
        total += nll.item()
        steps += 1
    return total / max(steps, 1)


def perplexity(avg_nll):
    return math.exp(min(avg_nll, 20))
