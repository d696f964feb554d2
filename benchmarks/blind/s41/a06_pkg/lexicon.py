import random

ONSETS = ["b", "c", "d", "f", "g", "k", "l", "m", "n", "p", "ph", "r", "s", "sh", "t", "th", "v", "w"]
NUCLEI = ["a", "e", "i", "o", "u", "ee", "oo", "ai"]
CODAS = ["", "", "n", "t", "ck", "ng", "s", "ll"]
RULES = {"ph": "F", "sh": "SH", "th": "TH", "ck": "K", "ng": "NG", "ll": "L", "ee": "IY", "oo": "UW",
         "ai": "EY", "a": "AE", "e": "EH", "i": "IH", "o": "AA", "u": "AH"}


def pronounce(word):
    phones, i = [], 0
    while i < len(word):
        two = word[i:i + 2]
        if two in RULES:
            phones.append(RULES[two])
            i += 2
            continue
        ch = word[i]
        if ch == "c":
            phones.append("S" if word[i + 1:i + 2] in ("e", "i") else "K")
        elif ch == "g" and word[i + 1:i + 2] in ("e", "i"):
            phones.append("JH")
        else:
            phones.append(RULES.get(ch, ch.upper()))
        i += 1
    return phones


def make_lexicon(n, seed):
    rng = random.Random(seed)
    words = set()
    while len(words) < n:
        words.add("".join(rng.choice(ONSETS) + rng.choice(NUCLEI) + rng.choice(CODAS)
                          for _ in range(rng.randint(1, 2))))
    return [(w, pronounce(w)) for w in sorted(words)]


class SymbolTable:
    def __init__(self, symbols):
        self.itos = ["<pad>", "<s>", "</s>"] + sorted(set(symbols))
        self.stoi = {s: i for i, s in enumerate(self.itos)}

    def __len__(self):
        return len(self.itos)

    def encode(self, seq, bos=False):
        return ([1] if bos else []) + [self.stoi[s] for s in seq] + [2]
