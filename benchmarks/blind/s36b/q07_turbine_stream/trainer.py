import torch
import torch.nn.functional as F

from .stream import tbptt_windows


class Trainer:
    def __init__(self, model, optimizer, window, callbacks=(), clip=1.0):
        self.model = model
        self.optimizer = optimizer
        self.window = window
        self.callbacks = list(callbacks)
        self.clip = clip
        self.epoch = 0
        self.epoch_loss = float("nan")
        self.valid_loss = float("nan")

    def _fire(self, event):
        for cb in self.callbacks:
            getattr(cb, event)(self)

    def _train_window(self, x, y):
        self.optimizer.zero_grad()
        loss = F.mse_loss(self.model(x), y)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.clip)
        self.optimizer.step()
        return loss.item()

    @torch.no_grad()
    def validate(self, series):
        self.model.eval()
        self.model.reset_state()
        total, n = 0.0, 0
        for x, y in tbptt_windows(series, self.window):
            total += F.mse_loss(self.model(x), y).item()
            n += 1
        self.model.reset_state()
        return total / n

    def fit(self, train_series, valid_series, epochs):
        for self.epoch in range(epochs):
            self.model.train()
            self._fire("on_epoch_start")
            losses = []
            for x, y in tbptt_windows(train_series, self.window):
                losses.append(self._train_window(x, y))
                self._fire("on_batch_end")
            self.epoch_loss = sum(losses) / len(losses)
            self.valid_loss = self.validate(valid_series)
            self._fire("on_epoch_end")
