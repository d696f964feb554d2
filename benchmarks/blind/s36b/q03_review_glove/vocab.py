import random
import re
from collections import Counter

POSITIVE = ["great", "lovely", "tasty", "friendly", "fresh", "perfect", "cozy", "quick"]
NEGATIVE = ["awful", "bland", "rude", "cold", "stale", "slow", "dirty", "noisy"]
FILLER = ["the", "food", "was", "and", "staff", "place", "really", "service", "a", "very",
          "we", "ordered", "table", "menu", "it", "our", "waiter", "price"]

PAD, UNK = "<pad>", "<unk>"


def synthetic_reviews(n, seed=0):
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        label = rng.random() < 0.5
        words = rng.choices(FILLER, k=rng.randint(6, 14))
        cue = POSITIVE if label else NEGATIVE
        other = NEGATIVE if label else POSITIVE
        for _ in range(rng.randint(1, 3)):
            words.insert(rng.randrange(len(words)), rng.choice(cue))
        if rng.random() < 0.3:
            words.insert(rng.randrange(len(words)), rng.choice(other))
        out.append((" ".join(words), int(label)))
    return out


def tokenize(text):
    return re.findall(r"[a-z']+", text.lower())


class Vocab:
    def __init__(self, texts, min_freq=1):
        counts = Counter(tok for t in texts for tok in tokenize(t))
        self.itos = [PAD, UNK] + sorted(w for w, c in counts.items() if c >= min_freq)
        self.stoi = {w: i for i, w in enumerate(self.itos)}

    def __len__(self):
        return len(self.itos)

    def encode(self, text, max_len):
        ids = [self.stoi.get(tok, 1) for tok in tokenize(text)][:max_len]
        return ids + [0] * (max_len - len(ids))
