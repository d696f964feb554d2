from types import SimpleNamespace

import torch
import torch.nn.functional as F


class Engine:
    def __init__(self, model, callbacks):
        self.model = model
        self.callbacks = callbacks
        self.state = SimpleNamespace(epoch=0, loss=None, pred=None, val_rmse=float("nan"))

    def fire(self, event):
        for callback in self.callbacks:
            getattr(callback, event)(self.state)

    def train_batch(self, x, y):
        self.fire("batch_start")
        self.state.pred = self.model(x)
        self.state.loss = F.mse_loss(self.state.pred, y)
        self.fire("loss_ready")
        self.state.loss.backward()
        self.fire("batch_end")

    @torch.no_grad()
    def validate(self, loader, scale):
        self.model.eval()
        se, count = 0.0, 0
        for x, y in loader:
            se += (self.model(x) - y).pow(2).sum().item()
            count += y.numel()
        self.model.train()
        return (se / count) ** 0.5 * scale

    def fit(self, train_loader, val_loader, epochs, scale):
        for epoch in range(epochs):
            self.state.epoch = epoch
            for x, y in train_loader:
                self.train_batch(x, y)
            self.state.val_rmse = self.validate(val_loader, scale)
            self.fire("epoch_end")
