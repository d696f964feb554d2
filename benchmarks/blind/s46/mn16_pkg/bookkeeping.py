class EpochLog:
    """Sample-weighted running sums of named quantities for one epoch."""

    def __init__(self):
        self.sums, self.count = {}, 0

    def add(self, name, value, n):
        self.sums[name] = self.sums.get(name, 0.0) + value * n

    def step(self, n):
        self.count += n

    def summary(self):
        return {k: float(v) / max(self.count, 1) for k, v in self.sums.items()}
