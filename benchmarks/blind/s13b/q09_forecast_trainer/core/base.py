import time

import torch


class Trainer:
    """Minimal epoch-based trainer; subclasses customise the per-epoch hooks."""

    def __init__(self, model, optimizer, loss_fn, config):
        self.model = model
        self.optimizer = optimizer
        self.loss_fn = loss_fn
        self.config = config
        self.history = []

    def train_one_epoch(self, loader):
        self.model.train()
        total = 0.0
        for inputs, targets in loader:
            self.optimizer.zero_grad()
            loss = self.loss_fn(self.model(inputs), targets)
            loss.backward()
            self.optimizer.step()
            total += loss.item()
        return {"train_loss": total / len(loader)}

    @torch.no_grad()
    def validate(self, loader):
        self.model.eval()
        total = sum(self.loss_fn(self.model(x), y).item() for x, y in loader)
        return {"val_loss": total / len(loader)}

    def fit(self, train_loader, val_loader, epochs):
        for epoch in range(epochs):
            start = time.perf_counter()
            metrics = self.train_one_epoch(train_loader)
            metrics.update(self.validate(val_loader))
            metrics["sec"] = round(time.perf_counter() - start, 3)
            self.history.append(metrics)
            print(f"[{type(self).__name__}] epoch {epoch}: " +
                  ", ".join(f"{k}={v:.4f}" for k, v in metrics.items()))
        return self.history
