import torch


class Logbook:
    """Stand-in for an experiment tracker: stores scalars per key."""

    def __init__(self, name):
        self.name = name
        self.scalars = {}

    def write(self, **values):
        for k, v in values.items():
            self.scalars.setdefault(k, []).append(v.item() if torch.is_tensor(v) else float(v))

    def last(self, key):
        return self.scalars[key][-1]
