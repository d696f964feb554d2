import random

import torch

LABELS = ["no_action", "monitor", "repair", "close_lane"]

COMMON = ("ring segment chainage inspected lining at km portal left right crown invert "
          "wall bore shaft section bay observed noted during night shift team drone photo "
          "near joint drainage channel cable tray lighting").split()
CUES = {
    0: "clean dry intact sound good normal satisfactory unchanged minor_dust".split(),
    1: "hairline damp efflorescence stain slight moss watch recheck small_patch".split(),
    2: "crack spalling leak rust exposed_rebar delamination hollow_sound seepage".split(),
    3: "collapse falling_debris large_void deformation heavy_inflow bulging shear_crack".split(),
}


class Vocab:
    def __init__(self, texts, min_freq=1):
        counts = {}
        for toks in texts:
            for t in toks:
                counts[t] = counts.get(t, 0) + 1
        self.itos = ["<pad>", "<unk>"] + sorted(w for w, c in counts.items() if c >= min_freq)
        self.stoi = {w: i for i, w in enumerate(self.itos)}
        self.pad_idx, self.unk_idx = 0, 1

    def __len__(self):
        return len(self.itos)

    def encode(self, toks, max_len):
        ids = [self.stoi.get(t, self.unk_idx) for t in toks[:max_len]]
        return ids + [self.pad_idx] * (max_len - len(ids))


def write_notes(n, seed):
    rng = random.Random(seed)
    notes, labels = [], []
    for _ in range(n):
        y = rng.randrange(4)
        length = rng.randint(8, 20)
        toks = [rng.choice(COMMON) for _ in range(length)]
        n_cues = rng.randint(1, 3)
        for _ in range(n_cues):
            # inspectors also mention lower-severity findings next to the main one
            src = y if rng.random() < 0.7 else rng.randrange(max(1, y + 1))
            toks.insert(rng.randrange(len(toks)), rng.choice(CUES[src]))
        notes.append(toks)
        labels.append(y)
    return notes, labels


def tensorize(notes, labels, vocab, max_len):
    x = torch.tensor([vocab.encode(t, max_len) for t in notes])
    return x, torch.tensor(labels)
