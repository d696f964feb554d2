import abc
import functools

import torch


class LoggingMixin:
    def emit(self, epoch, **metrics):
        print(f"[{self.stage}] epoch {epoch}: " + "  ".join(f"{k} {v:.4f}" for k, v in metrics.items()))


class TrainerBase(abc.ABC, LoggingMixin):
    stage = "base"

    def __init__(self, net, optimizer_factory, epochs, batch_size=128):
        self.net = net
        self.optimizer_factory = optimizer_factory
        self.epochs = epochs
        self.batch_size = batch_size

    @functools.cached_property
    def optimizer(self):
        # built on first use, i.e. after on_fit_start has shaped the network
        return self.optimizer_factory([p for p in self.net.parameters() if p.requires_grad])

    def on_fit_start(self):
        pass

    @abc.abstractmethod
    def loss(self, batch): ...

    @abc.abstractmethod
    def metrics(self, data): ...

    def batches(self, data):
        n = len(next(iter(data.values())))
        order = torch.randperm(n)
        for s in range(0, n, self.batch_size):
            j = order[s:s + self.batch_size]
            yield {k: v[j] for k, v in data.items()}

    def fit(self, train, val):
        self.on_fit_start()
        for epoch in range(self.epochs):
            self.net.train()
            total, n = 0.0, 0
            for batch in self.batches(train):
                loss = self.loss(batch)
                self.optimizer.zero_grad()
                loss.backward()
                self.optimizer.step()
                total, n = total + loss.item(), n + 1
            self.net.eval()
            with torch.no_grad():
                self.emit(epoch, loss=total / n, **self.metrics(val))
        return self
