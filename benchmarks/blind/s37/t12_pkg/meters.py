from collections import defaultdict


class AverageMeter:
    def __init__(self):
        self.reset()

    def reset(self):
        self.sum, self.count = 0.0, 0

    def update(self, value, n=1):
        self.sum += value * n
        self.count += n

    @property
    def avg(self):
        return self.sum / max(self.count, 1)


class MeterBank:
    def __init__(self):
        self.meters = defaultdict(AverageMeter)

    def update(self, values, n):
        for k, v in values.items():
            self.meters[k].update(v, n)

    def summary(self):
        return " ".join(f"{k}={m.avg:.4f}" for k, m in sorted(self.meters.items()))
