import numpy as np
import torch


class LossProportionalSampler:
    """Draws training examples with probability proportional to their last seen loss."""

    def __init__(self, n_items, floor=0.05, initial=1.0, seed=0):
        self.weights = np.full(n_items, initial, dtype=np.float64)
        self.floor = floor
        self.rng = np.random.default_rng(seed)

    def draw(self, batch_size):
        p = self.weights / self.weights.sum()
        idx = self.rng.choice(len(self.weights), size=batch_size, replace=False, p=p)
        return torch.from_numpy(idx)

    def update(self, indices, losses):
        self.weights[indices.numpy()] = losses.numpy() + self.floor

    def effective_size(self):
        p = self.weights / self.weights.sum()
        return 1.0 / np.sum(p ** 2)
