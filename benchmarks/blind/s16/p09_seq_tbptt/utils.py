import torch


def repackage(state):
    """Cut the graph between truncated-BPTT windows, keeping the values."""
    if isinstance(state, torch.Tensor):
        return state.detach()
    if state is None:
        return None
    return tuple(repackage(s) for s in state)


class RunningMean:
    def __init__(self):
        self.total, self.n = 0.0, 0

    def update(self, value, n=1):
        self.total += float(value) * n
        self.n += n

    @property
    def value(self):
        return self.total / max(self.n, 1)
