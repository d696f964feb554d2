class RunningMean:
    def __init__(self):
        self.total = 0.0
        self.n = 0

    def add(self, value, weight=1):
        self.total += float(value) * weight
        self.n += weight

    @property
    def mean(self):
        return self.total / max(self.n, 1)
