class AverageMeter:
    """Running average of a scalar quantity, weighted by batch size."""

    def __init__(self, name, fmt=":.4f"):
        self.name = name
        self.fmt = fmt
        self.reset()

    def reset(self):
        self.val = 0.0
        self.sum = 0.0
        self.count = 0

    def update(self, val, n=1):
        self.val = val
        self.sum += val * n
        self.count += n

    @property
    def avg(self):
        return self.sum / max(self.count, 1)

    def __str__(self):
        return ("{name} {avg" + self.fmt + "}").format(name=self.name, avg=float(self.avg))


class MeterGroup:
    def __init__(self, *names):
        self.meters = {n: AverageMeter(n) for n in names}

    def __getitem__(self, name):
        return self.meters[name]

    def reset(self):
        for m in self.meters.values():
            m.reset()

    def summary(self):
        return " | ".join(str(m) for m in self.meters.values())
