from types import SimpleNamespace

import torch
import torch.nn.functional as F

from .ponds import batches


class Engine:
    def __init__(self, model, optimizer, callbacks=()):
        self.model = model
        self.optimizer = optimizer
        self.callbacks = list(callbacks)
        self.state = SimpleNamespace(model=model, step=0, epoch=0, log={}, loss=None,
                                     batch_size=0)

    def fire(self, event):
        for callback in self.callbacks:
            handler = getattr(callback, event, None)
            if handler is not None:
                handler(self.state)

    def run_epoch(self, x, y, batch, generator):
        self.model.train()
        total, count = 0.0, 0
        for xb, yb in batches(x, y, batch, generator):
            self.optimizer.zero_grad(set_to_none=True)
            self.state.loss = F.mse_loss(self.model(xb), yb)
            self.state.batch_size = len(xb)
            self.fire("loss_ready")
            self.state.loss.backward()
            torch.nn.utils.clip_grad_norm_(self.model.parameters(), 1.0)
            self.optimizer.step()
            self.state.step += 1
            total += self.state.loss.item() * len(xb)
            count += len(xb)
        self.state.log["mse"] = total / count

    @torch.no_grad()
    def rmse(self, x, y):
        self.model.eval()
        return (self.model(x) - y).pow(2).mean().sqrt().item()

    def fit(self, train, valid, epochs, batch, generator):
        for epoch in range(epochs):
            self.state.epoch = epoch
            self.run_epoch(*train, batch, generator)
            self.state.log["valid_rmse"] = self.rmse(*valid)
            self.fire("epoch_end")
