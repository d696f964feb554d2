import random

import torch

GENRES = {
    "true crime": ["detective", "murder", "case", "evidence", "suspect", "trial", "cold"],
    "comedy": ["jokes", "laugh", "stand-up", "improv", "funny", "sketch", "prank"],
    "science": ["physics", "lab", "experiment", "planets", "cells", "research", "theory"],
    "business": ["startup", "founder", "market", "revenue", "investors", "pitch", "growth"],
}
GLUE = ["this", "week", "we", "talk", "about", "the", "a", "with", "our", "guest", "and", "in", "episode",
        "new", "story", "of", "how", "why", "listen", "to"]


def description(rng, genre, tagline=False):
    words = rng.sample(GLUE, k=6) + rng.sample(GENRES[genre], k=3)
    rng.shuffle(words)
    words = ["in", "this", "episode"] + words
    if tagline:
        words += ["only", "on", "this", genre.split()[-1], "show"]
    return words


def make_episodes(n, seed, tagline=False):
    """Labelled rows are plain descriptions; the unlabelled pretraining feed (tagline=True) also
    carries the show's closing line."""
    rng = random.Random(seed)
    genres = sorted(GENRES)
    rows = []
    for _ in range(n):
        y = rng.randrange(len(genres))
        rows.append((description(rng, genres[y], tagline), y))
    return rows, genres


class Tokenizer:
    def __init__(self, sentences):
        words = sorted({w for s in sentences for w in s})
        self.itos = ["<pad>", "<bos>", "<unk>"] + words
        self.stoi = {w: i for i, w in enumerate(self.itos)}

    def __len__(self):
        return len(self.itos)

    def encode(self, words, bos=True):
        if isinstance(words, str):
            words = words.split()
        return ([1] if bos else []) + [self.stoi.get(w, 2) for w in words]

    def batch(self, sentences, padding_side="right"):
        rows = [self.encode(s) for s in sentences]
        width = max(map(len, rows))
        if padding_side == "left":
            return torch.tensor([[0] * (width - len(r)) + r for r in rows])
        return torch.tensor([r + [0] * (width - len(r)) for r in rows])
