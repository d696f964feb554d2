class MetricTracker:
    """Running means of whatever the algorithm reports, flushed once per epoch."""

    def __init__(self):
        self.reset()

    def reset(self):
        self.sums, self.count = {}, 0

    def add(self, metrics):
        for name, value in metrics.items():
            self.sums[name] = self.sums.get(name, 0.0) + value
        self.count += 1

    def summary(self):
        out = {k: float(v) / max(self.count, 1) for k, v in self.sums.items()}
        self.reset()
        return out
