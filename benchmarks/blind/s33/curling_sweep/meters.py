class Average:
    def __init__(self):
        self.total, self.count = 0.0, 0

    def update(self, value, n=1):
        self.total += value * n
        self.count += n

    @property
    def value(self):
        return self.total / max(self.count, 1)


class PerCheckpoint:
    def __init__(self, names):
        self.meters = {name: Average() for name in names}

    def update(self, values, n):
        for name, v in zip(self.meters, values):
            self.meters[name].update(v, n)

    def summary(self):
        return {k: round(m.value, 5) for k, m in self.meters.items()}
