import torch


@torch.no_grad()
def greedy_decode(model, src, bos, eos, max_len=6):
    memory, pad, state, context = model.encode(src)
    prev = torch.full((src.size(0),), bos, dtype=torch.long)
    out = []
    for _ in range(max_len):
        logits, state, context, _ = model.step(prev, memory, pad, state, context)
        prev = logits.argmax(-1)
        out.append(prev)
    return torch.stack(out, 1)


@torch.no_grad()
def beam_search(model, src, bos, eos, beam_size=4, max_len=6):
    """Beam search for one source sequence (src: (1, S))."""
    memory, pad, state, context = model.encode(src)
    beams = [([bos], 0.0, state, context)]
    for _ in range(max_len):
        candidates = []
        for tokens, score, st, ctx in beams:
            if tokens[-1] == eos:
                candidates.append((tokens, score, st, ctx))
                continue
            logits, st2, ctx2, _ = model.step(torch.tensor([tokens[-1]]), memory, pad, st, ctx)
            logp = logits.log_softmax(-1)[0]
            top = logp.topk(beam_size)
            for lp, idx in zip(top.values.tolist(), top.indices.tolist()):
                candidates.append((tokens + [idx], score + lp, st2, ctx2))
        beams = sorted(candidates, key=lambda b: b[1] / len(b[0]), reverse=True)[:beam_size]
        if all(b[0][-1] == eos for b in beams):
            break
    return beams[0][0][1:]
