import re
from collections import Counter

MASKS = [(re.compile(r"\b\d{1,3}(\.\d{1,3}){3}\b"), " <ip> "), (re.compile(r"\d+"), " <num> ")]
SPLIT = re.compile(r"<\w+>|[A-Za-z_\-./]+|[^\sA-Za-z]")


def normalise(line):
    for pattern, repl in MASKS:
        line = pattern.sub(repl, line)
    return SPLIT.findall(line) + ["<eol>"]


class LogVocab:
    def __init__(self, lines, min_count=2):
        counts = Counter(tok for line in lines for tok in normalise(line))
        self.itos = ["<unk>"] + sorted(t for t, c in counts.items() if c >= min_count)
        self.stoi = {t: i for i, t in enumerate(self.itos)}

    def __len__(self):
        return len(self.itos)

    def encode_stream(self, lines):
        return [self.stoi.get(tok, 0) for line in lines for tok in normalise(line)]
