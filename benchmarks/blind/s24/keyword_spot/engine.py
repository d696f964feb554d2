from types import SimpleNamespace

import torch
import torch.nn.functional as F


class Engine:
    def __init__(self, model, optimizer, callbacks=()):
        self.model = model
        self.optimizer = optimizer
        self.callbacks = list(callbacks)
        self.state = SimpleNamespace(epoch=0, metrics={}, batch_loss=0.0, batch_size=0)

    def _emit(self, event):
        for callback in self.callbacks:
            getattr(callback, event)(self.state)

    def run_epoch(self, loader):
        self.model.train()
        self._emit("on_epoch_start")
        self.optimizer.zero_grad()
        for frames, lengths, labels in loader:
            logits = self.model(frames, lengths)
            loss = F.cross_entropy(logits, labels)
            loss.backward()
            self.optimizer.step()
            self.state.batch_loss = loss.item()
            self.state.batch_size = labels.size(0)
            self._emit("on_batch_end")
        self._emit("on_epoch_end")

    @torch.no_grad()
    def evaluate(self, loader):
        self.model.eval()
        correct, total = 0, 0
        for frames, lengths, labels in loader:
            correct += (self.model(frames, lengths).argmax(dim=1) == labels).sum().item()
            total += labels.size(0)
        self.model.train()
        return correct / total

    def fit(self, loader, epochs):
        for epoch in range(epochs):
            self.state.epoch = epoch
            self.run_epoch(loader)
