import statistics
from collections import defaultdict, deque


class SmoothedValue:
    """Windowed median plus the global average of a series."""

    def __init__(self, window=20):
        self.deque = deque(maxlen=window)
        self.total = 0.0
        self.count = 0

    def update(self, value, n=1):
        self.deque.append(value)
        self.count += n
        self.total += value * n

    @property
    def median(self):
        return statistics.median(float(v) for v in self.deque)

    @property
    def global_avg(self):
        return self.total / self.count


class MetricLogger:
    def __init__(self, window=20, delimiter="  "):
        self.meters = defaultdict(lambda: SmoothedValue(window))
        self.delimiter = delimiter

    def update(self, **values):
        for name, value in values.items():
            self.meters[name].update(value)

    def __str__(self):
        return self.delimiter.join(
            f"{name} {m.median:.3f} ({m.global_avg:.3f})" for name, m in self.meters.items()
        )
