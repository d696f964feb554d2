"""A long synthetic hand-keyed Morse stream, sampled every 10 ms.

Input per step: key state (0/1, with bounce noise) and the time since the last edge.
Label per step: 0 = gap, 1 = dot, 2 = dash (what the operator meant).
"""
import torch

CODE = {"E": ".", "T": "-", "A": ".-", "N": "-.", "S": "...", "O": "---", "R": ".-.", "K": "-.-"}


def key_stream(n_chars=220, unit=6, seed=2):
    g = torch.Generator().manual_seed(seed)
    letters = list(CODE)
    states, labels = [], []
    for _ in range(n_chars):
        sym = CODE[letters[int(torch.randint(len(letters), (1,), generator=g))]]
        for el in sym:
            jitter = float(0.7 + 0.6 * torch.rand(1, generator=g))
            length = int(unit * (1 if el == "." else 3) * jitter)
            states += [1.0] * length
            labels += [1 if el == "." else 2] * length
            gap = int(unit * jitter)
            states += [0.0] * gap
            labels += [0] * gap
        states += [0.0] * (2 * unit)
        labels += [0] * (2 * unit)
    s = torch.tensor(states)
    flips = torch.rand(len(s), generator=g) < 0.03
    s = torch.where(flips, 1 - s, s)
    since_edge = torch.zeros_like(s)
    for i in range(1, len(s)):
        since_edge[i] = 0.0 if s[i] != s[i - 1] else since_edge[i - 1] + 1
    feats = torch.stack([s, since_edge / 20.0], dim=1)
    return feats, torch.tensor(labels)
