import random

import torch

POSITIVE = ["great", "tasty", "friendly", "fresh", "cozy", "quick", "delicious", "lovely"]
NEGATIVE = ["cold", "rude", "slow", "bland", "dirty", "noisy", "stale", "overpriced"]
NEUTRAL = ["the", "food", "staff", "place", "was", "and", "service", "table", "we", "ordered",
           "pasta", "soup", "dessert", "really", "quite", "a", "bit", "evening", "lunch"]
NEGATORS = ["not", "never"]


def review(rng):
    label = rng.random() < 0.5
    words = []
    for _ in range(rng.randint(6, 16)):
        roll = rng.random()
        if roll < 0.25:
            polarity = label if rng.random() < 0.8 else not label
            if rng.random() < 0.25:
                words.append(rng.choice(NEGATORS))
                polarity = not polarity
            words.append(rng.choice(POSITIVE if polarity else NEGATIVE))
        else:
            words.append(rng.choice(NEUTRAL))
    return words, int(label)


def build_corpus(n, seed):
    rng = random.Random(seed)
    return [review(rng) for _ in range(n)]


def build_vocab(reviews):
    vocab = {"<unk>": 0}
    for words, _ in reviews:
        for token in tokens_of(words):
            vocab.setdefault(token, len(vocab))
    return vocab


def tokens_of(words):
    return words + [f"{a}_{b}" for a, b in zip(words, words[1:])]


def encode(words, vocab):
    return [vocab.get(token, 0) for token in tokens_of(words)]


def bag_batches(reviews, vocab, batch_size, shuffle, generator=None):
    order = torch.randperm(len(reviews), generator=generator) if shuffle else torch.arange(len(reviews))
    for start in range(0, len(reviews), batch_size):
        chunk = [reviews[k] for k in order[start:start + batch_size].tolist()]
        ids = [encode(words, vocab) for words, _ in chunk]
        offsets = torch.tensor([0] + [len(x) for x in ids[:-1]]).cumsum(0)
        tokens = torch.tensor([t for x in ids for t in x])
        labels = torch.tensor([label for _, label in chunk])
        yield tokens, offsets, labels
