import functools

import torch
import torch.nn.functional as F


class RinkTrainer:
    def __init__(self, model, lr=2e-3, batch_size=64):
        self.components = {
            "model": model,
            "optimizer": torch.optim.Adam(model.parameters(), lr=lr),
        }
        self.batch_size = batch_size
        self.loss_fn = functools.partial(F.smooth_l1_loss, beta=0.1)

    def __getattr__(self, name):
        components = self.__dict__.get("components", {})
        if name in components:
            return components[name]
        raise AttributeError(name)

    def normalise(self, mean, std):
        self.mean, self.std = mean, std

    def _x(self, x):
        return (x - self.mean) / self.std

    def train_steps(self, X, y):
        """One pass over the data; yields the loss of every optimizer step."""
        self.model.train()
        order = torch.randperm(len(y))
        for s in range(0, len(y), self.batch_size):
            j = order[s:s + self.batch_size]
            pred = self.model(self._x(X[j])) * self.std[0] + self.mean[0]
            loss = self.loss_fn(pred, y[j])
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            yield {"loss": loss, "n": len(j)}

    @torch.no_grad()
    def val_steps(self, X, y):
        self.model.eval()
        for s in range(0, len(y), 512):
            pred = self.model(self._x(X[s:s + 512])) * self.std[0] + self.mean[0]
            yield {"mae": (pred - y[s:s + 512]).abs().mean(), "n": len(pred)}
