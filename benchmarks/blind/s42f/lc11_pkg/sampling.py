"""Popularity^0.75 negative sampler."""
import torch


class UnigramNegatives:
    def __init__(self, counts, power=0.75, seed=0):
        w = (counts.float() + 1.0) ** power
        self.probs = w / w.sum()
        self.gen = torch.Generator().manual_seed(seed)

    def draw(self, k):
        return torch.multinomial(self.probs, k, replacement=True, generator=self.gen)
