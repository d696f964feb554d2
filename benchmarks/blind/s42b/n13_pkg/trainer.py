import abc
import functools

import torch
import torch.nn.functional as F

from .ema import EMAModel


class CallbackMixin:
    def on(self, event, fn):
        self.events.setdefault(event, []).append(fn)
        return fn

    def trigger(self, event):
        for fn in self.events.get(event, []):
            fn(self)


class TrainerBase(abc.ABC, CallbackMixin):
    def __init__(self, model, optimizer_factory, epochs):
        self.events = {}
        self.registry = {"model": model}
        self.registry["optimizer"] = optimizer_factory(model.parameters())
        self.registry["ema"] = EMAModel(model)
        self.epochs = epochs

    model = property(lambda self: self.registry["model"])
    optimizer = property(lambda self: self.registry["optimizer"])
    ema = property(lambda self: self.registry["ema"])

    @abc.abstractmethod
    def compute_loss(self, x, y): ...

    def step(self, x, y):
        self.optimizer.zero_grad(set_to_none=True)
        loss = self.compute_loss(x, y)
        loss.backward()
        self.optimizer.step()
        self.trigger("after_step")
        return loss.detach()

    def epoch_iter(self, X, y, batch_size):
        self.model.train()
        order = torch.randperm(len(y))
        for s in range(0, len(y), batch_size):
            j = order[s:s + batch_size]
            yield self.step(X[j], y[j])


class RopeTrainer(TrainerBase):
    def __init__(self, model, optimizer_factory, epochs, mean, std):
        super().__init__(model, optimizer_factory, epochs)
        self.mean, self.std = mean, std
        self.loss = functools.partial(F.huber_loss, delta=0.5)
        self.on("after_step", lambda tr: tr.ema.update(tr.model))

    def prep(self, X):
        return (X - self.mean) / self.std

    def compute_loss(self, x, y):
        return self.loss(self.model(self.prep(x)), y)

    def fit(self, X, y, X_val, y_val, report):
        for epoch in range(self.epochs):
            losses = torch.stack(list(self.epoch_iter(X, y, batch_size=64)))
            report(epoch, losses.mean().item(), self.score(self.model, X_val, y_val),
                   self.score(self.ema, X_val, y_val))

    def score(self, net, X, y):
        was_training = net.training
        net.eval()
        with torch.no_grad():
            err = (net(self.prep(X)) - y).abs().mean().item()
        net.train(was_training)
        return err
