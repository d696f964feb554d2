from collections import defaultdict


class MetricTracker:
    """Sample-weighted running means of named metrics, reset at the start of every epoch."""

    def __init__(self):
        self.reset()

    def reset(self):
        self._sums = defaultdict(float)
        self._count = 0

    def update(self, n, **values):
        for name, value in values.items():
            self._sums[name] += value * n
        self._count += n

    def compute(self):
        return {name: total / max(1, self._count) for name, total in self._sums.items()}

    def summary(self):
        return " ".join(f"{k} {v:.4f}" for k, v in self.compute().items())
