from torch import nn


class ModelWrapper(nn.Module):
    """Device/precision wrapper used by the serving code; attribute access falls through."""

    def __init__(self, module):
        super().__init__()
        self.module = module

    def __getattr__(self, name):
        try:
            return super().__getattr__(name)
        except AttributeError:
            return getattr(self.module, name)

    def forward(self, *args, **kwargs):
        return self.module(*args, **kwargs)
