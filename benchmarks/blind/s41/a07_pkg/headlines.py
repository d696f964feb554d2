import random

TOPICS = {
    "markets": ["shares", "stocks", "bond", "yields", "index", "rally", "investors", "earnings"],
    "sport": ["striker", "coach", "league", "final", "goal", "season", "injury", "transfer"],
    "science": ["telescope", "species", "genome", "fossil", "vaccine", "quantum", "climate", "probe"],
    "politics": ["senate", "minister", "vote", "election", "bill", "coalition", "campaign", "party"],
}
VERBS = ["hits", "faces", "sees", "wins", "loses", "plans", "rejects", "backs", "slumps", "surges"]
GENERIC = ["record", "new", "shock", "week", "after", "deal", "talks", "crisis", "report", "year"]


def headline(rng, topic):
    words = TOPICS[topic]
    other = rng.choice([t for t in TOPICS if t != topic])
    toks = [rng.choice(words), rng.choice(VERBS), rng.choice(GENERIC)]
    if rng.random() < 0.6:
        toks.append(rng.choice(words))
    if rng.random() < 0.35:
        toks.insert(rng.randrange(len(toks)), rng.choice(TOPICS[other]))
    toks += rng.sample(GENERIC, k=rng.randint(0, 2))
    return " ".join(toks)


def make_split(n, seed):
    rng = random.Random(seed)
    labels = sorted(TOPICS)
    out = []
    for _ in range(n):
        y = rng.randrange(len(labels))
        out.append({"text": headline(rng, labels[y]), "label": y})
    return out, labels


class HeadlineTokenizer:
    def __init__(self, texts):
        vocab = sorted({w for t in texts for w in t.split()})
        self.stoi = {w: i + 2 for i, w in enumerate(vocab)}
        self.pad_id, self.unk_id = 0, 1

    @property
    def vocab_size(self):
        return len(self.stoi) + 2

    def __call__(self, texts):
        ids = [[self.stoi.get(w, self.unk_id) for w in t.split()] for t in texts]
        width = max(map(len, ids))
        return [row + [self.pad_id] * (width - len(row)) for row in ids]
