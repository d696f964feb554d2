"""CTC decoding in numpy: best path and a small prefix beam search."""
import collections

import numpy as np


def _to_numpy(log_probs):
    return log_probs.detach().cpu().numpy()


def best_path(log_probs, lens, blank=0):
    arr = _to_numpy(log_probs)
    out = []
    for row, n in zip(arr, lens.tolist()):
        ids = row[:n].argmax(-1)
        seq = [int(k) for i, k in enumerate(ids) if k != blank and (i == 0 or k != ids[i - 1])]
        out.append(seq)
    return out


def prefix_beam(log_probs_row, beam=4, blank=0):
    probs = np.exp(log_probs_row)
    beams = {(): (1.0, 0.0)}                       # prefix -> (p_blank, p_non_blank)
    for t in range(probs.shape[0]):
        nxt = collections.defaultdict(lambda: [0.0, 0.0])
        for prefix, (pb, pnb) in beams.items():
            for k in range(probs.shape[1]):
                p = probs[t, k]
                if k == blank:
                    nxt[prefix][0] += (pb + pnb) * p
                    continue
                extended = prefix + (k,)
                if prefix and prefix[-1] == k:
                    nxt[extended][1] += pb * p
                    nxt[prefix][1] += pnb * p
                else:
                    nxt[extended][1] += (pb + pnb) * p
        ranked = sorted(nxt.items(), key=lambda kv: -(kv[1][0] + kv[1][1]))[:beam]
        beams = {k: tuple(v) for k, v in ranked}
    return list(max(beams.items(), key=lambda kv: sum(kv[1]))[0])


def note_error_rate(hyps, refs):
    def lev(a, b):
        d = list(range(len(b) + 1))
        for i, x in enumerate(a, 1):
            prev, d[0] = d[0], i
            for j, y in enumerate(b, 1):
                prev, d[j] = d[j], min(d[j] + 1, d[j - 1] + 1, prev + (x != y))
        return d[-1]
    return sum(lev(h, r) for h, r in zip(hyps, refs)) / sum(len(r) for r in refs)
