"""Decoding and scoring helpers (numpy, so they can be shared with the DSP baseline)."""
import numpy as np

from .tones import BLANK, INDEX_KEY


def edit_distance(a, b):
    d = np.arange(len(b) + 1)
    for i, ca in enumerate(a, 1):
        prev, d[0] = d[0], i
        for j, cb in enumerate(b, 1):
            prev, d[j] = d[j], min(d[j] + 1, d[j - 1] + 1, prev + (ca != cb))
    return int(d[len(b)])


def ctc_collapse(frame_ids):
    keys, prev = [], BLANK
    for k in frame_ids:
        if k != prev and k != BLANK:
            keys.append(INDEX_KEY[int(k)])
        prev = k
    return "".join(keys)


def key_error_rate(log_probs, lengths, numbers):
    scores = log_probs.cpu().numpy()
    errors = total = 0
    for row, n, truth in zip(scores, lengths.tolist(), numbers):
        hyp = ctc_collapse(row[:n].argmax(-1))
        errors += edit_distance(hyp, truth)
        total += len(truth)
    return errors / total
