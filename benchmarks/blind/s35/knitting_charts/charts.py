"""Knitting charts written out as stitch sequences, row by row. A small grammar of motifs
(rib, seed, cables, lace) generates the corpus; the model predicts the next stitch."""
import torch

STITCHES = ("<pad>", "<row>", "k", "p", "yo", "k2tog", "ssk", "c4f", "c4b", "sl1", "kfb")
INDEX = {s: i for i, s in enumerate(STITCHES)}

MOTIFS = {
    "rib": [["k", "k", "p", "p"]],
    "seed": [["k", "p"], ["p", "k"]],
    "cable": [["p", "k", "k", "k", "k", "p"], ["p", "c4f", "p"], ["p", "k", "k", "k", "k", "p"]],
    "lace": [["k", "yo", "ssk", "k"], ["k", "k2tog", "yo", "k"]],
    "slip": [["sl1", "k", "k"], ["kfb", "k", "p"]],
}


def chart(motif, rows, repeats):
    pattern = MOTIFS[motif]
    out = []
    for r in range(rows):
        out.extend(pattern[r % len(pattern)] * repeats)
        out.append("<row>")
    return [INDEX[s] for s in out]


def corpus(n_charts, length, generator):
    names = list(MOTIFS)
    seqs = []
    for _ in range(n_charts):
        motif = names[int(torch.randint(0, len(names), (1,), generator=generator))]
        repeats = int(torch.randint(2, 5, (1,), generator=generator))
        tokens = chart(motif, rows=12, repeats=repeats)
        start = int(torch.randint(0, max(1, len(tokens) - length - 1), (1,), generator=generator))
        window = tokens[start:start + length + 1]
        window += [INDEX["<pad>"]] * (length + 1 - len(window))
        seqs.append(window)
    seqs = torch.tensor(seqs)
    return seqs[:, :-1], seqs[:, 1:]
