import torch

CODES = ["I10", "E11", "J18", "N17", "I50"]
TRIGGERS = {
    "I10": ["hypertension", "bp", "amlodipine"],
    "E11": ["diabetes", "metformin", "a1c"],
    "J18": ["pneumonia", "infiltrate", "cough"],
    "N17": ["aki", "creatinine", "oliguria"],
    "I50": ["chf", "edema", "furosemide"],
}
FILLER = ["patient", "admitted", "with", "history", "of", "stable", "discharged", "on", "day",
          "follow", "up", "clinic", "denies", "pain", "noted", "plan", "continue", "home"]


class Vocab:
    def __init__(self):
        words = ["<pad>", "<unk>"] + FILLER + [w for ws in TRIGGERS.values() for w in ws]
        self.itos = words
        self.stoi = {w: i for i, w in enumerate(words)}

    def __len__(self):
        return len(self.itos)

    def encode(self, tokens, max_len):
        ids = [self.stoi.get(t, 1) for t in tokens][:max_len]
        return ids + [0] * (max_len - len(ids))


def synth_notes(n, vocab, max_len=40, seed=0):
    g = torch.Generator().manual_seed(seed)
    ids, labels = [], []
    for _ in range(n):
        y = (torch.rand(len(CODES), generator=g) < 0.3).float()
        length = int(torch.randint(15, max_len, (1,), generator=g))
        toks = [FILLER[int(i)] for i in torch.randint(0, len(FILLER), (length,), generator=g)]
        for c, on in zip(CODES, y.tolist()):
            if on:
                for w in TRIGGERS[c][:2]:
                    toks.insert(int(torch.randint(0, len(toks), (1,), generator=g)), w)
        ids.append(vocab.encode(toks, max_len))
        labels.append(y)
    return torch.tensor(ids), torch.stack(labels)
