import abc
import copy
import functools

import torch

from .bookings import minibatches


class CheckpointMixin:
    def keep_best(self, score):
        if score < self.state.get("best", float("inf")):
            self.state["best"] = score
            self.state["best_weights"] = copy.deepcopy(self.model.state_dict())

    def load_best(self):
        self.model.load_state_dict(self.state["best_weights"])


class LoggingMixin:
    def log_epoch(self, epoch, parts, val):
        body = "  ".join(f"{k} {v:.4f}" for k, v in parts.items())
        print(f"epoch {epoch}: {body}  | val {val:.4f}")


class TrainerBase(abc.ABC, CheckpointMixin, LoggingMixin):
    def __init__(self, model, optimizer_factory, epochs=8, batch_size=128):
        self.model = model
        self._factory = optimizer_factory
        self._optimizer = None
        self.epochs = epochs
        self.batch_size = batch_size
        self.state = {}

    @property
    def optimizer(self):
        if self._optimizer is None:
            self._optimizer = self._factory(self.model.parameters())
        return self._optimizer

    @abc.abstractmethod
    def objective(self, batch):
        ...


class BoxOfficeTrainer(TrainerBase):
    task_weights = {"no_show": 1.0, "upgrade": 1.0, "spend": 0.5}

    def objective(self, batch):
        x, genre, y = batch
        parts = self.model.losses(self.model(x, genre), y)
        total = sum(self.task_weights[k] * v for k, v in parts.items())
        return total, {k: v.item() for k, v in parts.items()}

    def fit(self, train, val):
        for epoch in range(self.epochs):
            self.model.train()
            sums = {}
            n = 0
            for batch in minibatches(*train, self.batch_size):
                total, parts = self.objective(batch)
                self.optimizer.zero_grad()
                total.backward()
                self.optimizer.step()
                for k, v in parts.items():
                    sums[k] = sums.get(k, 0.0) + v
                n += 1
            val_loss = self.evaluate(val)
            self.keep_best(val_loss)
            self.log_epoch(epoch, {k: v / n for k, v in sums.items()}, val_loss)
        self.load_best()

    @torch.no_grad()
    def evaluate(self, val):
        self.model.eval()
        total, n = 0.0, 0
        for batch in minibatches(*val, 512, shuffle=False):
            loss, _ = self.objective(batch)
            total += loss.item()
            n += 1
        return total / n


adam = functools.partial(torch.optim.Adam, lr=3e-3)
