import random

MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
SRC_CHARS = sorted(set("0123456789 ,/" + "".join(MONTHS)))
TGT_CHARS = sorted(set("0123456789-"))
SOS, EOS, PAD = 0, 1, 2


class Lang:
    def __init__(self, chars):
        self.itos = ["<sos>", "<eos>", "<pad>"] + list(chars)
        self.stoi = {c: i for i, c in enumerate(self.itos)}

    def encode(self, text):
        return [self.stoi[c] for c in text] + [EOS]

    def decode(self, ids):
        out = []
        for i in ids:
            if i == EOS:
                break
            out.append(self.itos[i])
        return "".join(out)


def random_date(rng):
    y, m, d = rng.randint(1950, 2030), rng.randint(1, 12), rng.randint(1, 28)
    style = rng.randrange(3)
    if style == 0:
        src = f"{d:02d}/{m:02d}/{y}"
    elif style == 1:
        src = f"{MONTHS[m - 1]} {d}, {y}"
    else:
        src = f"{d} {MONTHS[m - 1]} {y}"
    return src, f"{y}-{m:02d}-{d:02d}"


def make_pairs(n, seed=0):
    rng = random.Random(seed)
    return [random_date(rng) for _ in range(n)]
