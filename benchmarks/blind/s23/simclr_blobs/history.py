from collections import defaultdict


class RunHistory:
    """Process-wide record of scalars logged during a run."""

    def __init__(self):
        self.records = defaultdict(list)
        self.step = 0

    def log(self, **values):
        for key, value in values.items():
            self.records[key].append(value)
        self.step += 1

    def mean(self, key, last=None):
        values = self.records[key][-last:] if last else self.records[key]
        return sum(v.item() if hasattr(v, "item") else v for v in values) / len(values)


HISTORY = RunHistory()
