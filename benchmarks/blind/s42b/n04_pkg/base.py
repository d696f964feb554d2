import abc
import functools
import time

import torch


OPTIM_FACTORY = {
    "adam": functools.partial(torch.optim.Adam, lr=2e-3),
    "sgd": functools.partial(torch.optim.SGD, lr=5e-2, momentum=0.9, nesterov=True),
}


def timed(method):
    @functools.wraps(method)
    def wrapper(self, *a, **kw):
        t0 = time.perf_counter()
        try:
            return method(self, *a, **kw)
        finally:
            self.stats[f"{method.__name__}_s"] = self.stats.get(f"{method.__name__}_s", 0.0) + time.perf_counter() - t0
    return wrapper


class LoggingMixin:
    def report(self, epoch, **metrics):
        body = "  ".join(f"{k} {v:.4f}" for k, v in metrics.items())
        print(f"[{self.name}] epoch {epoch}  {body}")


class TrainerBase(abc.ABC, LoggingMixin):
    name = "base"

    def __init__(self, net, optim="adam", epochs=4):
        self.net = net
        self.epochs = epochs
        self.stats = {}
        self.optimizers = {"main": OPTIM_FACTORY[optim](self.trainable_parameters())}

    def trainable_parameters(self):
        return [p for p in self.net.parameters() if p.requires_grad]

    @property
    def optimizer(self):
        return self.optimizers["main"]

    def on_fit_start(self):
        pass

    @abc.abstractmethod
    def step(self, batch):
        ...

    @timed
    def train_epoch(self, loader):
        self.net.train()
        total, n = 0.0, 0
        for batch in loader:
            self.optimizer.zero_grad()
            loss = self.step(batch)
            loss.backward()
            self.optimizer.step()
            total += loss.item() * len(batch[1])
            n += len(batch[1])
        return total / n

    @torch.no_grad()
    def accuracy(self, loader):
        self.net.eval()
        hit, n = 0, 0
        for x, y in loader:
            hit += (self.net(x).argmax(1) == y).sum().item()
            n += len(y)
        return hit / n

    def fit(self, make_train, make_val):
        self.on_fit_start()
        for epoch in range(self.epochs):
            loss = self.train_epoch(make_train())
            self.report(epoch, loss=loss, val_acc=self.accuracy(make_val()))
        return self
