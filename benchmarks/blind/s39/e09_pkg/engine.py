"""Engine with an Accelerate-like backward and event callbacks."""
import torch
import torch.nn.functional as F

from .radar import iterate


class Engine:
    EVENTS = ("after_optimizer_step", "after_epoch")

    def __init__(self, model, optimizer, callbacks=(), batch_size=32):
        self.model, self.optimizer = model, optimizer
        self.callbacks = list(callbacks)
        self.batch_size = batch_size
        self.iteration = self.epoch = 0

    def emit(self, event):
        for cb in self.callbacks:
            handler = getattr(cb, event, None)
            if handler is not None:
                handler(self)

    def backward(self, loss):
        loss.backward()

    def train_epoch(self, data):
        self.model.train()
        running = 0.0
        for x, y in iterate(data, self.batch_size, shuffle=True):
            self.optimizer.zero_grad()
            loss = F.cross_entropy(self.model(x), y)
            self.backward(loss)
            self.optimizer.step()
            self.iteration += 1
            self.emit("after_optimizer_step")
            running += loss.item() * len(y)
        return running / len(data[1])

    @torch.no_grad()
    def evaluate(self, data):
        self.model.eval()
        hits = sum((self.model(x).argmax(1) == y).sum().item()
                   for x, y in iterate(data, 256, shuffle=False))
        return hits / len(data[1])

    def run(self, train, val, epochs):
        for self.epoch in range(epochs):
            loss = self.train_epoch(train)
            print(f"epoch {self.epoch}: loss {loss:.3f} val acc {self.evaluate(val):.3f}")
            self.emit("after_epoch")
