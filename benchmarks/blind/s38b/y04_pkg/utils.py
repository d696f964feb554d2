import torch


class AverageMeter:
    def __init__(self):
        self.reset()

    def reset(self):
        self.total = 0.0
        self.n = 0

    def update(self, value, n=1):
        self.total += value * n
        self.n += n

    @property
    def avg(self):
        return self.total / max(1, self.n)


def save_checkpoint(model, optimizer, path):
    torch.save({"model": model.state_dict(), "optim": optimizer.state_dict()}, path)
