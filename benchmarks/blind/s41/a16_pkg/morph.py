import random

ROOT_C = "ptkmnslrvd"
FRONT, BACK = "ei", "ao"
TENSE = {"PRS": "", "PST": "d{v}", "FUT": "r{v}s"}
PERSON = {"1SG": "m", "2SG": "t", "3SG": "", "1PL": "m{v}k", "2PL": "t{v}k", "3PL": "n{v}k"}


def harmony(lemma):
    return "e" if any(ch in FRONT for ch in lemma) else "a"


def inflect(lemma, tense, person):
    v = harmony(lemma)
    stem = lemma[:-1] if lemma.endswith(v) and tense != "PRS" else lemma
    return stem + TENSE[tense].format(v=v) + PERSON[person].format(v=v)


def random_lemma(rng):
    vowels = rng.choice([FRONT, BACK])
    return "".join(rng.choice(ROOT_C) + rng.choice(vowels) for _ in range(rng.randint(2, 3)))


def make_data(n_lemmas, seed):
    rng = random.Random(seed)
    lemmas = sorted({random_lemma(rng) for _ in range(n_lemmas)})
    rows = []
    for lemma in lemmas:
        for tense in TENSE:
            for person in rng.sample(sorted(PERSON), k=3):
                rows.append((lemma, (f"V;{tense};{person}"), inflect(lemma, tense, person)))
    rng.shuffle(rows)
    return rows


class MorphTokenizer:
    """Characters for the lemma/form, one symbol per feature for the tags."""

    def __init__(self):
        feats = ["V"] + sorted(TENSE) + sorted(PERSON)
        self.itos = ["<pad>", "<s>", "</s>", "<sep>"] + sorted(set(ROOT_C + FRONT + BACK)) + feats
        self.stoi = {s: i for i, s in enumerate(self.itos)}
        self.pad_id, self.bos_id, self.eos_id = 0, 1, 2

    def __len__(self):
        return len(self.itos)

    def encode_source(self, lemma, tags):
        return [self.stoi[c] for c in lemma] + [self.stoi["<sep>"]] + [self.stoi[t] for t in tags.split(";")]

    def encode_target(self, form):
        return [self.stoi[c] for c in form] + [self.eos_id]

    def decode(self, ids):
        out = []
        for i in ids:
            if i == self.eos_id:
                break
            out.append(self.itos[i] if i > 3 else "")
        return "".join(out)
