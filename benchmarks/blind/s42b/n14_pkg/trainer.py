import abc
import functools
import time

import torch
import torch.nn.functional as F


def log_time(store_key):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(self, *a, **kw):
            t0 = time.perf_counter()
            try:
                return fn(self, *a, **kw)
            finally:
                self.metrics[store_key] = self.metrics.get(store_key, 0.0) + time.perf_counter() - t0
        return wrapper
    return deco


class StatefulTrainerBase(abc.ABC):
    """Base for recurrent models trained on streams; recurrent state lives in self.state."""

    def __init__(self, model, optimizer_factory):
        self.model = model
        self.optim = optimizer_factory(model.parameters())
        self.state = {}
        self.metrics = {}

    def reset_state(self, batch):
        self.state["h"] = self.model.initial_state(batch)

    @abc.abstractmethod
    def chunk_loss(self, x, y): ...

    @log_time("update_s")
    def update(self, loss):
        self.optim.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(self.model.parameters(), 1.0)
        self.optim.step()

    def train_stream(self, stream):
        self.model.train()
        self.reset_state(stream.series.size(0))
        for k, x, y in stream:
            loss = self.chunk_loss(x, y)
            self.update(loss)
            yield {"chunk": k, "loss": loss.item()}


class PumpTrainer(StatefulTrainerBase):
    current_weight = 3.0

    def chunk_loss(self, x, y):
        pred, self.state["h"] = self.model(x, self.state["h"])
        per_signal = F.mse_loss(pred, y, reduction="none").mean(dim=(0, 1))
        weights = torch.ones_like(per_signal)
        weights[-1] = self.current_weight
        return (per_signal * weights).sum() / weights.sum()

    @torch.no_grad()
    def current_residuals(self, stream):
        self.model.eval()
        h = self.model.initial_state(stream.series.size(0))
        res = []
        for _, x, y in stream:
            pred, h = self.model(x, h)
            res.append((pred[..., -1] - y[..., -1]).abs())
        return torch.cat(res, dim=1)
