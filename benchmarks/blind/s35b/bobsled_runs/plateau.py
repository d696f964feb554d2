import torch


class PlateauWatcher:
    """Cut the learning rate when the mean of the last `window` batch losses stalls."""

    def __init__(self, optimizer, window=16, factor=0.5, patience=2, min_lr=1e-4, tol=1e-3):
        self.optimizer = optimizer
        self.window, self.factor, self.patience = window, factor, patience
        self.min_lr, self.tol = min_lr, tol
        self.recent = torch.empty(0)
        self.best = float("inf")
        self.stalls = 0
        self.calls = 0

    def observe(self, loss):
        self.recent = torch.cat([self.recent, loss.reshape(1)])[-self.window:]
        self.calls += 1
        if self.calls % self.window:
            return
        level = self.recent.mean().item()
        if level < self.best * (1 - self.tol):
            self.best, self.stalls = level, 0
            return
        self.stalls += 1
        if self.stalls >= self.patience:
            for group in self.optimizer.param_groups:
                group["lr"] = max(group["lr"] * self.factor, self.min_lr)
            self.stalls = 0

    @property
    def lr(self):
        return self.optimizer.param_groups[0]["lr"]
