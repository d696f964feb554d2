import random

import torch


class RefinedHistory:
    """Keeps earlier refined samples so the discriminator does not forget them."""

    def __init__(self, capacity=256, seed=0):
        self.capacity = capacity
        self.items = []
        self.rng = random.Random(seed)

    def __len__(self):
        return len(self.items)

    def _push(self, batch):
        for row in batch.detach():
            if len(self.items) < self.capacity:
                self.items.append(row.clone())
            else:
                self.items[self.rng.randrange(self.capacity)] = row.clone()

    def mix(self, refined):
        """Half of the returned batch is current output, half comes from the history."""
        half = refined.size(0) // 2
        if len(self.items) < half:
            self._push(refined)
            return refined
        old = torch.stack(self.rng.sample(self.items, half))
        self._push(refined[:half])
        return torch.cat([refined[half:], old])
