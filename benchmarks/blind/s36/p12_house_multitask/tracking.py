from collections import defaultdict

import torch


def _scalar(value):
    return value.item() if isinstance(value, torch.Tensor) else float(value)


class RunningAverages:
    """Sample-weighted averages of scalar statistics over one epoch."""

    def __init__(self):
        self.reset()

    def reset(self):
        self.totals = defaultdict(float)
        self.count = 0

    def update(self, n, **values):
        for name, value in values.items():
            self.totals[name] += _scalar(value) * n
        self.count += n

    def averages(self):
        return {name: total / max(1, self.count) for name, total in self.totals.items()}
