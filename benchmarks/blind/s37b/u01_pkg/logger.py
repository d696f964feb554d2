from collections import defaultdict


class MetricLogger:
    """Keeps a per-key history and prints a rolling mean every few steps."""

    def __init__(self, log_every=10):
        self.log_every = log_every
        self.history = defaultdict(list)
        self.step = 0

    def log(self, key, value):
        self.history[key].append(value)

    def mean(self, key, last=None):
        values = self.history[key]
        if last is not None:
            values = values[-last:]
        return sum(values) / max(len(values), 1)

    def tick(self, epoch):
        self.step += 1
        if self.step % self.log_every == 0:
            print(f"epoch {epoch} step {self.step} loss {float(self.mean('train_loss', self.log_every)):.4f}")

    def summary(self):
        return {k: float(self.mean(k)) for k in self.history}
