"""Per-container loss ledger for hard-example mining, plus the epoch's running totals."""
import torch


class Ledger:
    def __init__(self, n):
        self.latest = torch.ones(n)
        self.epoch_total = torch.zeros(())
        self.batches = 0
        self.curve = []

    def record(self, indices, per_sample):
        self.latest[indices] = per_sample.detach()
        self.epoch_total += per_sample.mean().detach()
        self.batches += 1

    def close_epoch(self):
        mean = (self.epoch_total / self.batches).item()
        self.curve.append(mean)
        self.epoch_total, self.batches = torch.zeros(()), 0
        return mean
