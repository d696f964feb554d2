"""Greedy and beam-search decoding.

These helpers do not switch autograd off themselves: callers decide (the evaluator wraps
them in no_grad, a future minimum-risk trainer may want gradients through the scores).
"""
import torch

from .vocab import EOS, SOS


def greedy(net, src, lens, max_len=6):
    memory, mask, h, ctx = net.start(src, lens)
    tok = torch.full((src.size(0),), SOS, dtype=torch.long)
    steps = []
    for _ in range(max_len):
        logits, h, ctx, _ = net.decoder(tok, h, ctx, memory, mask)
        tok = logits.argmax(-1)
        steps.append(tok)
    return torch.stack(steps, 1)


def beam_search(net, src, lens, beam=4, max_len=6):
    """Beam search for one source sequence (batch of 1). Returns the best token list."""
    memory, mask, h, ctx = net.start(src, lens)
    hyps = [([], 0.0, h, ctx)]
    finished = []
    for _ in range(max_len):
        candidates = []
        for toks, score, h_i, ctx_i in hyps:
            prev = torch.tensor([toks[-1] if toks else SOS])
            logits, h_new, ctx_new, _ = net.decoder(prev, h_i, ctx_i, memory, mask)
            logp = torch.log_softmax(logits, -1).squeeze(0)
            top = torch.topk(logp, beam)
            for lp, k in zip(top.values.tolist(), top.indices.tolist()):
                candidates.append((toks + [k], score + lp, h_new, ctx_new))
        candidates.sort(key=lambda c: c[1], reverse=True)
        hyps = []
        for cand in candidates[:beam]:
            (finished if cand[0][-1] == EOS else hyps).append(cand)
        if not hyps:
            break
    pool = finished or hyps
    best = max(pool, key=lambda c: c[1] / len(c[0]))
    return best[0]
