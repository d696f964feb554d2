import random

import torch

WORDS = "the cat sat on a mat while some dog ran after one small red ball".split()


def synthetic_text(n_words=3000, seed=5):
    rng = random.Random(seed)
    return " ".join(rng.choice(WORDS) for _ in range(n_words))


class Vocab:
    def __init__(self, text):
        self.itos = sorted(set(text))
        self.stoi = {c: i for i, c in enumerate(self.itos)}

    def encode(self, text):
        return torch.tensor([self.stoi[c] for c in text], dtype=torch.long)

    def __len__(self):
        return len(self.itos)


def batchify(ids, batch_size):
    n = ids.size(0) // batch_size
    return ids[: n * batch_size].view(batch_size, n).t().contiguous()


def bptt_chunks(data, bptt):
    for i in range(0, data.size(0) - 1, bptt):
        seq_len = min(bptt, data.size(0) - 1 - i)
        yield data[i:i + seq_len], data[i + 1:i + 1 + seq_len]
