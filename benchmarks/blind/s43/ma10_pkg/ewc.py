import torch

from .importance import fisher_diagonal


class EWCRegulariser:
    """Classic EWC: one quadratic penalty per finished team."""

    def __init__(self, model, strength):
        self.model = model
        self.strength = strength
        self.param_sources = [model.named_parameters]
        self.memories = []

    def named(self):
        for source in self.param_sources:
            yield from source()

    def consolidate(self, windows, gaits):
        fisher = fisher_diagonal(self.model, self.named, windows, gaits)
        anchor = {n: p.detach().clone() for n, p in self.named()}
        self.memories.append((fisher, anchor))

    def penalty(self):
        total = torch.zeros(())
        for fisher, anchor in self.memories:
            for n, p in self.named():
                total = total + (fisher[n] * (p - anchor[n]).pow(2)).sum()
        return 0.5 * self.strength * total
