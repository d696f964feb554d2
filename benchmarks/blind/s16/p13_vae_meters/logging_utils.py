from collections import defaultdict

import torch


class MetricLogger:
    def __init__(self):
        self.sums = defaultdict(float)
        self.counts = defaultdict(int)

    def update(self, n=1, **values):
        for k, v in values.items():
            self.sums[k] += v * n
            self.counts[k] += n

    def means(self):
        return {k: self.sums[k] / self.counts[k] for k in self.sums}


class GradNormTracker:
    def __init__(self, named_parameters):
        self.params = list(named_parameters)
        self.history = defaultdict(list)

    def record(self):
        for name, p in self.params:
            if p.grad is not None:
                self.history[name].append(p.grad.norm().item())

    def largest(self):
        return max(self.history, key=lambda k: max(self.history[k]))
