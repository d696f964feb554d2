import random

import torch

RULES = {"a": "а", "b": "б", "v": "в", "g": "г", "d": "д", "e": "е", "z": "з", "i": "и",
         "k": "к", "l": "л", "m": "м", "n": "н", "o": "о", "p": "п", "r": "р", "s": "с",
         "t": "т", "u": "у", "f": "ф", "h": "х"}
DIGRAPHS = {"sh": "ш", "ch": "ч", "zh": "ж", "ya": "я", "yu": "ю"}
PAD, BOS, EOS = 0, 1, 2


def transliterate(word):
    out, i = [], 0
    while i < len(word):
        if word[i:i + 2] in DIGRAPHS:
            out.append(DIGRAPHS[word[i:i + 2]])
            i += 2
        else:
            out.append(RULES[word[i]])
            i += 1
    return "".join(out)


class CharTable:
    def __init__(self, chars):
        self.itos = ["<pad>", "<s>", "</s>"] + sorted(set(chars))
        self.stoi = {c: i for i, c in enumerate(self.itos)}

    def __len__(self):
        return len(self.itos)

    def encode(self, s, max_len):
        ids = [BOS] + [self.stoi[c] for c in s] + [EOS]
        return ids[:max_len] + [PAD] * (max_len - len(ids))


def make_pairs(n, seed=0):
    rng = random.Random(seed)
    units = list(RULES) + list(DIGRAPHS)
    words = ["".join(rng.choice(units) for _ in range(rng.randint(2, 5))) for _ in range(n)]
    return [(w, transliterate(w)) for w in words]


def tensorize(pairs, src_table, tgt_table, max_len=14):
    src = torch.tensor([src_table.encode(s, max_len) for s, _ in pairs])
    tgt = torch.tensor([tgt_table.encode(t, max_len) for _, t in pairs])
    return src, tgt
