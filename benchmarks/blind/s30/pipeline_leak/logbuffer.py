from collections import OrderedDict


class LogBuffer:
    def __init__(self):
        self.sums = OrderedDict()
        self.counts = OrderedDict()

    def update(self, values, count=1):
        for key, value in values.items():
            self.sums[key] = self.sums.get(key, 0.0) + value * count
            self.counts[key] = self.counts.get(key, 0) + count

    def average(self):
        return OrderedDict((key, self.sums[key] / self.counts[key]) for key in self.sums)

    def clear(self):
        self.sums.clear()
        self.counts.clear()
