import random
import re

TABLES = {"orders": ["id", "customer_id", "total", "status", "created_at"],
          "customers": ["id", "name", "country", "tier"],
          "items": ["id", "order_id", "sku", "qty", "price"]}
OPS = ["=", ">", "<", ">=", "<="]


def random_query(rng):
    table = rng.choice(sorted(TABLES))
    cols = TABLES[table]
    sel = rng.sample(cols, k=rng.randint(1, 3))
    q = f"SELECT {' , '.join(sel)} FROM {table}"
    if rng.random() < 0.7:
        col = rng.choice(cols)
        q += f" WHERE {col} {rng.choice(OPS)} {rng.randint(0, 99)}"
        if rng.random() < 0.3:
            q += f" AND {rng.choice(cols)} = {rng.randint(0, 9)}"
    if rng.random() < 0.4:
        q += f" ORDER BY {rng.choice(sel)} {rng.choice(['ASC', 'DESC'])}"
    if rng.random() < 0.3:
        q += f" LIMIT {rng.choice([1, 5, 10, 50])}"
    return q + " ;"


class SqlTokenizer:
    """Keywords, identifiers and punctuation are tokens; numbers are split into digits."""

    pattern = re.compile(r"[A-Za-z_]+|\d|[^\s\w]+")

    def __init__(self):
        words = {w for cols in TABLES.values() for w in cols} | set(TABLES)
        words |= {"SELECT", "FROM", "WHERE", "AND", "ORDER", "BY", "ASC", "DESC", "LIMIT", ",", ";"}
        words |= set(OPS) | set("0123456789")
        self.itos = ["<pad>", "<bos>", "<eos>"] + sorted(words)
        self.stoi = {t: i for i, t in enumerate(self.itos)}
        self.pad_token_id, self.bos_token_id, self.eos_token_id = 0, 1, 2

    def encode(self, text):
        return [self.bos_token_id] + [self.stoi[t] for t in self.pattern.findall(text)] + [self.eos_token_id]

    def decode(self, ids):
        toks = [self.itos[i] for i in ids if i > 2]
        return re.sub(r"(?<=\d) (?=\d)", "", " ".join(toks))


def build_dataset(n, tokenizer, seed, block=40):
    rng = random.Random(seed)
    rows = []
    for _ in range(n):
        ids = tokenizer.encode(random_query(rng))[:block]
        rows.append({"input_ids": ids})
    return rows
