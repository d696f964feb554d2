import resource

import torch

from .furnace import N_BINS, T_MIN

CENTERS = T_MIN + torch.arange(N_BINS, dtype=torch.float32)


def batch_stats(logits, target):
    probs = logits.softmax(-1)
    expected = (probs * CENTERS).sum(-1)
    return {
        "mae_K": (expected - (T_MIN + target.float())).abs().mean(),
        "conf": probs.max(-1).values.mean(),
    }


class RunMeter:
    """Running averages since the start of the run, for the throughput log."""

    def __init__(self):
        self.sums, self.count = {}, 0

    def update(self, stats, n):
        for key, value in stats.items():
            self.sums[key] = self.sums.get(key, 0.0) + value * n
        self.count += n

    def averages(self):
        return {k: float(v) / self.count for k, v in self.sums.items()}


def peak_rss_mb():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
