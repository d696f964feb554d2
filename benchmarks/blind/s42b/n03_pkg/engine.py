import abc
from collections import defaultdict

import torch

from .nets import predict_logits
from .signals import loader


class LoggingMixin:
    def log(self, **values):
        for k, v in values.items():
            self.state["log"][k].append(v.item() if torch.is_tensor(v) else float(v))

    def epoch_mean(self, key, n):
        vals = self.state["log"][key][-n:]
        return sum(vals) / len(vals)


class HookMixin:
    def call_hook(self, event, *args):
        for hook in self.hooks:
            fn = getattr(hook, event, None)
            if callable(fn):
                fn(self, *args)


class TrainerBase(abc.ABC, LoggingMixin, HookMixin):
    def __init__(self, hooks=(), epochs=5, batch_size=32):
        self.hooks = list(hooks)
        self.epochs = epochs
        self.batch_size = batch_size
        self.state = {"step": 0, "metrics": {}, "log": defaultdict(list)}

    @property
    @abc.abstractmethod
    def model(self):
        ...

    @property
    @abc.abstractmethod
    def optimizer(self):
        ...

    @abc.abstractmethod
    def compute_loss(self, batch):
        ...

    def fit(self, X, y, X_val, y_val):
        for epoch in range(self.epochs):
            self.model.train()
            n = 0
            for i, batch in enumerate(loader(X, y, self.batch_size)):
                self.call_hook("before_batch", i)
                loss = self.compute_loss(batch)
                loss.backward()
                self.optimizer.step()
                self.log(loss=loss)
                self.state["step"] += 1
                n += 1
            self.state["metrics"]["loss"] = self.epoch_mean("loss", n)
            self.state["metrics"]["val_acc"] = self.validate(X_val, y_val)
            self.call_hook("after_epoch", epoch)

    def validate(self, X, y):
        with torch.inference_mode():
            logits, targets = predict_logits(self.model, loader(X, y, 128, shuffle=False))
        return (logits.argmax(1) == targets).float().mean().item()
