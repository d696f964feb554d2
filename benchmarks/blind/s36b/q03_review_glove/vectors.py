import numpy as np
import torch

from q03_review_glove.vocab import FILLER, NEGATIVE, POSITIVE


def load_vectors(dim, seed=0):
    """Stand-in for a GloVe text file: word -> float32 vector."""
    rng = np.random.default_rng(seed)
    polarity = rng.normal(size=dim).astype(np.float32)
    table = {}
    for word in FILLER:
        table[word] = rng.normal(scale=0.4, size=dim).astype(np.float32)
    for sign, words in ((1.0, POSITIVE), (-1.0, NEGATIVE)):
        for word in words:
            noise = rng.normal(scale=0.4, size=dim).astype(np.float32)
            table[word] = sign * 0.5 * polarity + noise
    return table


def init_embedding(embedding, itos, table):
    """Copy pretrained rows into the embedding; words without a vector keep their init."""
    weight = embedding.weight
    hits = 0
    for idx, word in enumerate(itos):
        vec = table.get(word)
        if vec is None:
            continue
        weight[idx].copy_(torch.from_numpy(vec))
        hits += 1
    return hits
