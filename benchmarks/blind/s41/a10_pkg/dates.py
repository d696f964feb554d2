import datetime as dt
import random

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]


def ordinal(n):
    return f"{n}{'th' if 11 <= n % 100 <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


FORMATS = [
    lambda d: f"{MONTHS[d.month - 1]} {d.day}, {d.year}",
    lambda d: f"{d.day} {MONTHS[d.month - 1][:3]} {d.year}",
    lambda d: f"{d.day:02d}/{d.month:02d}/{d.year}",
    lambda d: f"{d.year}.{d.month:02d}.{d.day:02d}",
    lambda d: f"{d.strftime('%A')} the {ordinal(d.day)} of {MONTHS[d.month - 1]} {d.year}",
    lambda d: f"{MONTHS[d.month - 1][:3].lower()} {ordinal(d.day)} '{d.year % 100:02d}",
]


def sample_pairs(n, seed):
    rng = random.Random(seed)
    start = dt.date(1990, 1, 1).toordinal()
    pairs = []
    for _ in range(n):
        d = dt.date.fromordinal(start + rng.randrange(365 * 30))
        pairs.append((rng.choice(FORMATS)(d), d.isoformat()))
    return pairs


class CharTokenizer:
    def __init__(self, texts):
        chars = sorted({c for t in texts for c in t})
        self.itos = ["<pad>", "<s>", "</s>", "<unk>"] + chars
        self.stoi = {c: i for i, c in enumerate(self.itos)}
        self.pad_token_id, self.bos_token_id, self.eos_token_id = 0, 1, 2

    def __len__(self):
        return len(self.itos)

    def encode(self, text):
        return [self.stoi.get(c, 3) for c in text] + [self.eos_token_id]

    def decode(self, ids):
        out = []
        for i in ids:
            if i == self.eos_token_id:
                break
            out.append(self.itos[i] if i > 3 else "")
        return "".join(out)

    def pad(self, seqs):
        width = max(map(len, seqs))
        return [s + [self.pad_token_id] * (width - len(s)) for s in seqs]
