import torch


class LossBook:
    """Named, weighted loss terms of one batch."""

    def __init__(self, weights):
        self.weights = dict(weights)
        self.values = {}

    def add(self, name, value):
        self.values[name] = self.weights.get(name, 1.0) * value.item()

    def total(self):
        return torch.tensor(sum(self.values.values()), requires_grad=True)

    def summary(self):
        return {name: round(v, 4) for name, v in self.values.items()}
