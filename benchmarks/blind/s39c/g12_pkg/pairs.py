import random

import torch


def skipgram_pairs(id_sentences, window=2, seed=0):
    rng = random.Random(seed)
    pairs = []
    for sent in id_sentences:
        for i, center in enumerate(sent):
            w = rng.randint(1, window)                    # dynamic window as in word2vec.c
            for j in range(max(0, i - w), min(len(sent), i + w + 1)):
                if j != i:
                    pairs.append((center, sent[j]))
    rng.shuffle(pairs)
    return pairs


def noise_distribution(freq, power=0.75):
    f = torch.tensor(freq, dtype=torch.float) ** power
    return f / f.sum()


def to_batches(pairs, batch_size, noise_dist, n_neg=5):
    for i in range(0, len(pairs), batch_size):
        chunk = pairs[i:i + batch_size]
        centers = torch.tensor([c for c, _ in chunk], requires_grad=True)
        contexts = torch.tensor([o for _, o in chunk])
        negatives = torch.multinomial(noise_dist, len(chunk) * n_neg, replacement=True)
        yield centers, contexts, negatives.view(len(chunk), n_neg)
