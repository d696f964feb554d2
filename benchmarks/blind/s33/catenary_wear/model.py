from torch import nn


class WearModel(nn.Module):
    def __init__(self, n_in, width, dropout):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(n_in, width), nn.ReLU(), nn.Dropout(dropout),
                                  nn.Linear(width, width), nn.ReLU())
        self.head = nn.Linear(width, 1)
        self.linear_part = nn.Linear(n_in, 1, bias=False)

    def forward(self, x):
        return (self.head(self.body(x)) + self.linear_part(x)).squeeze(-1)


class Hyper:
    """A validated hyper-parameter stored on the instance."""

    def __init__(self, default, low=None, high=None):
        self.default, self.low, self.high = default, low, high

    def __set_name__(self, owner, name):
        self.name = "_" + name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name, self.default)

    def __set__(self, obj, value):
        if self.low is not None and value < self.low:
            raise ValueError(f"{self.name[1:]}={value} below {self.low}")
        if self.high is not None and value > self.high:
            raise ValueError(f"{self.name[1:]}={value} above {self.high}")
        setattr(obj, self.name, value)


class Settings:
    lr = Hyper(3e-3, 1e-5, 1.0)
    width = Hyper(64, 8, 1024)
    epochs = Hyper(6, 1, 100)
    batch_size = Hyper(64, 1, 4096)
    dropout = Hyper(0.1, 0.0, 0.9)

    def __init__(self, **overrides):
        for key, value in overrides.items():
            setattr(self, key, value)
