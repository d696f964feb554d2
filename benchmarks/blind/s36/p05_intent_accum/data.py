import random

import torch

INTENTS = {
    "balance": ["balance", "how", "much", "money", "account", "left"],
    "transfer": ["send", "transfer", "pay", "to", "friend", "money"],
    "card_lost": ["lost", "card", "stolen", "block", "my", "wallet"],
    "opening_hours": ["when", "open", "branch", "hours", "today", "close"],
    "mortgage": ["mortgage", "rate", "loan", "house", "interest", "apply"],
}
FILLER = ["please", "i", "want", "to", "the", "can", "you", "my", "a", "hi", "thanks", "need"]


def build_vocab():
    words = sorted({w for ws in INTENTS.values() for w in ws} | set(FILLER))
    return {w: i + 1 for i, w in enumerate(words)}


def utterances(n, vocab, seed):
    rng = random.Random(seed)
    names = sorted(INTENTS)
    ids, offsets, labels, pos = [], [], [], 0
    for _ in range(n):
        label = rng.randrange(len(names))
        words = rng.sample(INTENTS[names[label]], 2) + rng.choices(FILLER, k=rng.randint(1, 5))
        if rng.random() < 0.25:
            words.append(rng.choice(INTENTS[names[rng.randrange(len(names))]]))
        rng.shuffle(words)
        offsets.append(pos)
        ids.extend(vocab[w] for w in words)
        pos += len(words)
        labels.append(label)
    return torch.tensor(ids), torch.tensor(offsets), torch.tensor(labels)


def micro_batches(ids, offsets, labels, size, seed):
    order = torch.randperm(len(labels), generator=torch.Generator().manual_seed(seed))
    ends = torch.cat([offsets[1:], torch.tensor([len(ids)])])
    for start in range(0, len(order), size):
        rows = order[start:start + size]
        pieces = [ids[offsets[r]:ends[r]] for r in rows]
        lengths = torch.tensor([len(p) for p in pieces])
        batch_offsets = torch.cat([torch.zeros(1, dtype=torch.long), lengths.cumsum(0)[:-1]])
        yield torch.cat(pieces), batch_offsets, labels[rows]
