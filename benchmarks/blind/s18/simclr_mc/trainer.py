import itertools

import torch


class MultiViewTrainer:
    def __init__(self, model, optimizer, augment, criterion, **kwargs):
        self.model = model
        self.optimizer = optimizer
        self.augment = augment
        self.criterion = criterion
        self.log_every = kwargs.pop("log_every", 10)
        self.history = []

    def step(self, batch):
        zs = [self.model(v) for v in self.augment(batch)]
        losses = []
        for i, j in itertools.combinations(range(len(zs)), 2):
            losses.append(self.criterion(zs[i], zs[j]))
        loss = torch.stack(losses).mean()
        self.optimizer.zero_grad()
        loss.backward()
        self.optimizer.step()
        return loss.item()

    def fit(self, batches):
        for it, batch in enumerate(batches):
            self.history.append(self.step(batch))
            if (it + 1) % self.log_every == 0:
                recent = self.history[-self.log_every:]
                print(f"iter {it + 1}: loss={sum(recent) / len(recent):.4f}")
