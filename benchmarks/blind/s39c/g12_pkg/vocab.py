from collections import Counter


class Vocab:
    def __init__(self, sentences, min_count=1):
        counts = Counter(w for s in sentences for w in s)
        self.itos = [w for w, c in counts.most_common() if c >= min_count]
        self.stoi = {w: i for i, w in enumerate(self.itos)}
        self.freq = [counts[w] for w in self.itos]

    def __len__(self):
        return len(self.itos)

    def ids(self, sentence):
        return [self.stoi[w] for w in sentence if w in self.stoi]
