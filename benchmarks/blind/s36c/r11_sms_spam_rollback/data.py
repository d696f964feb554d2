import random

import torch

HAM = ("ok see you at home later tonight call me when you are free lunch "
       "tomorrow meeting moved running late thanks love sorry busy class bus").split()
SPAM = ("free win winner cash prize claim now urgent reply stop txt offer "
        "guaranteed award call mobile voucher bonus click").split()
SHARED = "you your now call to the a for is on".split()


def make_messages(n, seed=0, label_noise=0.04):
    rng = random.Random(seed)
    texts, labels = [], []
    for _ in range(n):
        spam = rng.random() < 0.3
        pool = (SPAM if spam else HAM) + SHARED * 2
        words = [rng.choice(pool) for _ in range(rng.randint(4, 14))]
        if rng.random() < 0.3:  # a few borrowed words from the other class
            words += rng.sample(HAM if spam else SPAM, 2)
        texts.append(words)
        labels.append(int(spam) if rng.random() > label_noise else int(not spam))
    return texts, labels


def build_vocab(texts, min_count=1):
    counts = {}
    for words in texts:
        for w in words:
            counts[w] = counts.get(w, 0) + 1
    itos = ["<unk>"] + sorted(w for w, c in counts.items() if c >= min_count)
    return {w: i for i, w in enumerate(itos)}


def to_bags(texts, vocab):
    """EmbeddingBag inputs: flat token ids plus per-message offsets."""
    ids, offsets = [], []
    for words in texts:
        offsets.append(len(ids))
        ids.extend(vocab.get(w, 0) for w in words)
    return torch.tensor(ids), torch.tensor(offsets)


def batches(texts, labels, vocab, batch_size, rng):
    order = list(range(len(texts)))
    rng.shuffle(order)
    for i in range(0, len(order), batch_size):
        idx = order[i:i + batch_size]
        ids, offsets = to_bags([texts[j] for j in idx], vocab)
        yield ids, offsets, torch.tensor([labels[j] for j in idx], dtype=torch.float32)
