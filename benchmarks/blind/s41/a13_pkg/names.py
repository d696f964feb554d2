import random

import torch

PREFIX = ["ald", "bri", "cal", "dun", "el", "fal", "gor", "hal", "ith", "kel", "mor", "nor", "ost", "ral", "thal"]
SUFFIX = ["ford", "wick", "mere", "hold", "dale", "gard", "moor", "stead", "holm", "wyn", "by", "ton"]
VOWELS = ["a", "e", "i", "o", "", ""]


def place_names(n, seed):
    rng = random.Random(seed)
    return [rng.choice(PREFIX) + rng.choice(VOWELS) + rng.choice(SUFFIX) for _ in range(n)]


class CharCodec:
    def __init__(self, max_len=12):
        self.itos = ["."] + list("abcdefghijklmnopqrstuvwxyz")
        self.stoi = {c: i for i, c in enumerate(self.itos)}
        self.max_len = max_len

    def __len__(self):
        return len(self.itos)

    def one_hot(self, words):
        ids = torch.zeros(len(words), self.max_len, dtype=torch.long)
        for i, w in enumerate(words):
            ids[i, :len(w)] = torch.tensor([self.stoi[c] for c in w[:self.max_len]])
        return torch.nn.functional.one_hot(ids, len(self)).float()

    def decode(self, probs):
        return ["".join(self.itos[i] for i in row).split(".")[0] for row in probs.argmax(-1).tolist()]
