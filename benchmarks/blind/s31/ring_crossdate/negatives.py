"""Keeps the misaligned offsets the network currently likes most, to revisit them next epoch."""
import numpy as np
import torch


class HardNegativePool:
    def __init__(self, capacity=256):
        self.capacity = capacity
        self.starts = np.empty(0, dtype=np.int64)
        self.offsets = np.empty(0, dtype=np.int64)
        self.scores = np.empty(0, dtype=np.float32)

    def offer(self, starts, offsets, scores):
        self.starts = np.concatenate([self.starts, starts.numpy()])
        self.offsets = np.concatenate([self.offsets, offsets.numpy()])
        self.scores = np.concatenate([self.scores, scores.numpy()])
        keep = np.argsort(-self.scores)[: self.capacity]
        self.starts, self.offsets, self.scores = self.starts[keep], self.offsets[keep], self.scores[keep]

    def draw(self, n, generator):
        if len(self.starts) == 0:
            return None
        idx = torch.randint(0, len(self.starts), (n,), generator=generator).numpy()
        return torch.from_numpy(self.starts[idx]), torch.from_numpy(self.offsets[idx])
