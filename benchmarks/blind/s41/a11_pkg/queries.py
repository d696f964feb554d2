import random
import zlib

import torch

CATEGORIES = {
    "audio": ["headphones", "earbuds", "speaker", "soundbar", "microphone", "amp"],
    "kitchen": ["kettle", "blender", "toaster", "pan", "knife", "grinder"],
    "garden": ["hose", "mower", "shears", "planter", "compost", "rake"],
    "toys": ["lego", "puzzle", "doll", "drone", "kite", "blocks"],
    "sports": ["dumbbell", "racket", "yoga", "helmet", "treadmill", "skates"],
}
MODIFIERS = ["cheap", "best", "wireless", "kids", "stainless", "electric", "mini", "pro", "2024", "black",
             "set", "for", "men", "women", "sale", "large", "outdoor", "portable"]


def typo(word, rng):
    if len(word) > 3 and rng.random() < 0.25:
        i = rng.randrange(len(word) - 1)
        return word[:i] + word[i + 1] + word[i] + word[i + 2:]
    return word


def make_queries(n, seed):
    rng = random.Random(seed)
    names = sorted(CATEGORIES)
    rows = []
    for _ in range(n):
        y = rng.randrange(len(names))
        words = rng.sample(MODIFIERS, k=rng.randint(1, 3)) + [typo(rng.choice(CATEGORIES[names[y]]), rng)]
        rng.shuffle(words)
        rows.append((" ".join(words), y))
    return rows, names


class QueryEncoder:
    """Word ids for the student, character trigram ids (hashed) for the teacher."""

    def __init__(self, queries, n_buckets=2048):
        words = sorted({w for q in queries for w in q.split()})
        self.word_ids = {w: i + 2 for i, w in enumerate(words)}
        self.n_words, self.n_buckets = len(words) + 2, n_buckets

    def trigrams(self, query):
        padded = f"#{query}#"
        return [1 + zlib.crc32(padded[i:i + 3].encode()) % (self.n_buckets - 1) for i in range(len(padded) - 2)]

    def __call__(self, queries):
        words = [[self.word_ids.get(w, 1) for w in q.split()] for q in queries]
        grams = [self.trigrams(q) for q in queries]
        pad = lambda rows: torch.tensor([r + [0] * (max(map(len, rows)) - len(r)) for r in rows])  # noqa: E731
        return {"input_ids": pad(words), "char_ids": pad(grams)}
