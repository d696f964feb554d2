"""Per-term running sums for the epoch summary line."""
from collections import Counter


class Tally:
    def __init__(self):
        self.sums = {}
        self.counts = Counter()

    def add(self, **terms):
        for name, value in terms.items():
            self.sums[name] = self.sums.get(name, 0.0) + value
            self.counts[name] += 1

    def means(self):
        return {name: float(total) / self.counts[name] for name, total in self.sums.items()}

    def line(self):
        return "  ".join(f"{k} {v:.4f}" for k, v in sorted(self.means().items()))
