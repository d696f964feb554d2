"""A very small Lightning-ish framework used by the depot analytics team."""
import abc
import copy
import time
from collections import defaultdict

import torch


class LoggingMixin:
    def log(self, key, value):
        self.logs[key].append(float(value))

    def summary(self, keys):
        return "  ".join(f"{k}={sum(self.logs[k][-self._n:]) / max(1, len(self.logs[k][-self._n:])):.3f}"
                         for k in keys if self.logs[k])


class CheckpointMixin:
    def snapshot(self):
        self.best_state = copy.deepcopy(self.net.state_dict())

    def restore(self):
        if getattr(self, "best_state", None) is not None:
            self.net.load_state_dict(self.best_state)


class TrainerBase(abc.ABC, LoggingMixin, CheckpointMixin):
    grad_clip = None

    def __init__(self, max_epochs=1):
        self.max_epochs = max_epochs
        self.logs = defaultdict(list)
        self.state = {"epoch": 0, "global_step": 0, "best": float("inf")}
        self._n = 1

    # subclasses provide these ------------------------------------------------
    @property
    @abc.abstractmethod
    def net(self):
        ...

    @property
    @abc.abstractmethod
    def optimizer(self):
        ...

    @abc.abstractmethod
    def training_step(self, batch):
        ...

    # hooks -------------------------------------------------------------------
    def fire(self, event, *args):
        hook = getattr(self, f"on_{event}", None)
        if hook is not None:
            hook(*args)

    def grad_norm(self):
        sq = [p.grad.pow(2).sum() for p in self.net.parameters() if p.grad is not None]
        return torch.stack(sq).sum().sqrt() if sq else torch.zeros(())

    def fit(self, train_loader, val_loader=None):
        for epoch in range(self.max_epochs):
            self.state["epoch"] = epoch
            self.net.train()
            self.fire("train_epoch_start")
            t0 = time.perf_counter()
            for batch in train_loader:
                loss = self.training_step(batch)
                loss.backward()
                self.log("grad_norm", self.grad_norm())
                if self.grad_clip:
                    torch.nn.utils.clip_grad_norm_(self.net.parameters(), self.grad_clip)
                self.optimizer.step()
                self.state["global_step"] += 1
                self.log("train_loss", loss.detach())
            self._n = len(train_loader)
            self.fire("train_epoch_end", time.perf_counter() - t0)
            if val_loader is not None:
                self.fire("validation", val_loader)
        self.restore()
        return self
