import numpy as np


class EmbeddingSpectrum:
    """Effective rank of an embedding table, to spot collapsed dog representations."""

    def __init__(self, attr, energy=0.95):
        self.attr = attr
        self.energy = energy
        self.history = []

    def __call__(self, trainer, epoch):
        table = getattr(trainer.model, self.attr).weight
        singular = np.linalg.svd(table.cpu().numpy(), compute_uv=False)
        share = np.cumsum(singular ** 2) / np.sum(singular ** 2)
        rank = int(np.searchsorted(share, self.energy) + 1)
        self.history.append(rank)
        return {f"{self.attr}_rank": rank, f"{self.attr}_top_sv": round(float(singular[0]), 3)}
