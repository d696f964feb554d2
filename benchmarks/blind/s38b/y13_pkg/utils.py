import torch


class AverageMeter:
    def __init__(self, name):
        self.name = name
        self.reset()

    def reset(self):
        self.val = self.sum = 0.0
        self.count = 0

    def update(self, val, n=1):
        self.val = val
        self.sum += val * n
        self.count += n

    @property
    def avg(self):
        return self.sum / max(self.count, 1)


def save_checkpoint(module, path):
    torch.save({"state_dict": module.state_dict()}, path)


def load_checkpoint(module, path):
    module.load_state_dict(torch.load(path)["state_dict"])
    return module
