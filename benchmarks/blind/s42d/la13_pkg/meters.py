class TaskMeter:
    """Running per-task averages for the epoch log."""

    def __init__(self):
        self.sums = {}
        self.counts = {}

    def update(self, name, value, n=1):
        self.sums[name] = self.sums.get(name, 0.0) + value * n
        self.counts[name] = self.counts.get(name, 0) + n

    def average(self, name):
        return self.sums[name] / max(1, self.counts[name])

    def line(self):
        return "  ".join(f"{k} {self.average(k):.4f}" for k in self.sums)
