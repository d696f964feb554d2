import random

import torch
import torch.nn.functional as F

from .callbacks import BestModel
from .data import batches


class Trainer:
    def __init__(self, model, vocab, lr=0.5, batch_size=32, callbacks=(), seed=0):
        self.model = model
        self.vocab = vocab
        self.batch_size = batch_size
        self.optimizer = torch.optim.SGD(model.parameters(), lr=lr, momentum=0.9)
        self.callbacks = list(callbacks)
        self.best = BestModel(mode="min")
        self.rng = random.Random(seed)
        self.last_train_loss = float("nan")
        self.last_val_acc = float("nan")

    def train_epoch(self, texts, labels):
        self.model.train()
        total, n = 0.0, 0
        for ids, offsets, y in batches(texts, labels, self.vocab, self.batch_size, self.rng):
            loss = F.binary_cross_entropy_with_logits(self.model(ids, offsets), y)
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            total += loss.item() * len(y)
            n += len(y)
        return total / n

    @torch.no_grad()
    def evaluate(self, texts, labels):
        self.model.eval()
        ids, offsets, y = next(batches(texts, labels, self.vocab, len(texts), self.rng))
        logits = self.model(ids, offsets)
        loss = F.binary_cross_entropy_with_logits(logits, y).item()
        acc = ((logits > 0).float() == y).float().mean().item()
        return loss, acc

    def fit(self, train, valid, epochs):
        for epoch in range(1, epochs + 1):
            self.last_train_loss = self.train_epoch(*train)
            val_loss, self.last_val_acc = self.evaluate(*valid)
            for cb in self.callbacks:
                cb.on_epoch_end(self, epoch, val_loss)
        return self.best
