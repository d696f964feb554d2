class AverageMeter:
    """Computes and stores the average and current value."""

    def __init__(self, name, fmt=":.4f"):
        self.name, self.fmt = name, fmt
        self.reset()

    def reset(self):
        self.val = 0
        self.avg = 0
        self.sum = 0
        self.count = 0

    def update(self, val, n=1):
        self.val = val
        self.sum += val * n
        self.count += n
        self.avg = self.sum / self.count

    def __str__(self):
        fmtstr = "{name} {avg" + self.fmt + "}"
        return fmtstr.format(name=self.name, avg=self.avg)
