"""helpers.py -- tiny bits reused across the lab notebooks."""


def shapes(tag, *tensors):
    print(tag, *[tuple(t.shape) for t in tensors])


def apply_update(opt, scheduler=None):
    """Take the accumulated step and reset the gradient buffers."""
    opt.step()
    opt.zero_grad(set_to_none=True)
    if scheduler is not None:
        scheduler.step()


class Meter:
    def __init__(self):
        self.sum, self.n = 0.0, 0

    def add(self, value, k=1):
        self.sum += value * k
        self.n += k

    @property
    def avg(self):
        return self.sum / max(self.n, 1)
