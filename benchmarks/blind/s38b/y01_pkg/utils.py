import torch


class AverageMeter:
    def __init__(self):
        self.reset()

    def reset(self):
        self.sum, self.count = 0.0, 0

    def update(self, val, n=1):
        self.sum += val * n
        self.count += n

    @property
    def avg(self):
        return self.sum / max(self.count, 1)


def get_optimizer(name, params, **kw):
    return getattr(torch.optim, name)(params, **kw)


def save_checkpoint(path, **state):
    torch.save({k: v.state_dict() if hasattr(v, "state_dict") else v for k, v in state.items()}, path)


def load_checkpoint(path, **targets):
    blob = torch.load(path)
    for k, obj in targets.items():
        obj.load_state_dict(blob[k])
    return blob
