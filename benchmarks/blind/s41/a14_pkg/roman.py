import random

import torch

VALUES = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
          (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]


def to_roman(n):
    out = []
    for value, sym in VALUES:
        while n >= value:
            out.append(sym)
            n -= value
    return "".join(out)


class Alphabet:
    PAD, BOS, EOS = 0, 1, 2

    def __init__(self, chars):
        self.itos = ["<pad>", "<s>", "</s>"] + list(chars)
        self.stoi = {c: i for i, c in enumerate(self.itos)}

    def __len__(self):
        return len(self.itos)

    def encode(self, text, bos=False):
        return ([self.BOS] if bos else []) + [self.stoi[c] for c in text] + [self.EOS]

    def decode(self, ids):
        chars = []
        for i in ids:
            if i == self.EOS:
                break
            if i > 2:
                chars.append(self.itos[i])
        return "".join(chars)


SRC, TGT = Alphabet("IVXLCDM"), Alphabet("0123456789")


def pad_batch(rows):
    width = max(map(len, rows))
    return torch.tensor([r + [0] * (width - len(r)) for r in rows])


def make_splits(seed=0, limit=2000, n_val=300):
    numbers = list(range(1, limit))
    random.Random(seed).shuffle(numbers)

    def tens(ns):
        return {"src": pad_batch([SRC.encode(to_roman(n)) for n in ns]),
                "tgt": pad_batch([TGT.encode(str(n), bos=True) for n in ns]), "numbers": ns}
    return tens(numbers[n_val:]), tens(numbers[:n_val])
