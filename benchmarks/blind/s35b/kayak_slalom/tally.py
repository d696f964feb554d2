class Tally:
    """Weighted running means of plain floats."""

    def __init__(self):
        self.sums, self.count = {}, 0

    def add(self, n, **values):
        self.count += n
        for key, value in values.items():
            self.sums[key] = self.sums.get(key, 0.0) + value * n

    def means(self):
        return {key: total / max(self.count, 1) for key, total in self.sums.items()}
