class SmoothedLoss:
    """Exponentially smoothed training loss, as shown on a progress line."""

    def __init__(self, beta=0.98):
        self.beta = beta
        self.smoothed = None
        self.count = 0

    def update(self, loss):
        self.count += 1
        if self.smoothed is None:
            self.smoothed = loss
        else:
            self.smoothed = self.beta * self.smoothed + (1 - self.beta) * loss
        return self

    @property
    def value(self):
        # bias-corrected, as in fastai's SmoothenValue
        return self.smoothed.item() / (1 - self.beta ** self.count)


class PlateauHalver:
    def __init__(self, optimizer, patience=60, min_lr=1e-4):
        self.optimizer, self.patience, self.min_lr = optimizer, patience, min_lr
        self.best, self.wait = float("inf"), 0

    def __call__(self, value):
        if value < self.best * 0.995:
            self.best, self.wait = value, 0
            return
        self.wait += 1
        if self.wait >= self.patience:
            for group in self.optimizer.param_groups:
                group["lr"] = max(group["lr"] / 2, self.min_lr)
            self.wait = 0
