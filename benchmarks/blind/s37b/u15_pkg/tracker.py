from collections import defaultdict


class MetricTracker:
    def __init__(self):
        self.reset()

    def reset(self):
        self.sums = defaultdict(float)
        self.counts = defaultdict(int)
        self.history = defaultdict(list)

    def update(self, key, value, n=1):
        self.sums[key] += value * n
        self.counts[key] += n
        self.history[key].append(value)

    def avg(self, key):
        return self.sums[key] / max(self.counts[key], 1)

    def result(self):
        return {k: self.avg(k) for k in self.sums}
