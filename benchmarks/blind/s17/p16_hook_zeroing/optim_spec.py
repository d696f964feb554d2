import torch


class OptimizerSpec:
    """Deferred optimizer construction: name plus keyword arguments."""

    def __init__(self, name, **kwargs):
        self.name = name
        self.kwargs = kwargs

    def build(self, params):
        return getattr(torch.optim, self.name)(params, **self.kwargs)

    def __repr__(self):
        return f"OptimizerSpec({self.name}, {self.kwargs})"
