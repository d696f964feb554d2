import math

import torch


def warmup_cosine(optimizer, total_steps, warmup_frac):
    warm = max(1, int(warmup_frac * total_steps))

    def factor(step):
        if step < warm:
            return (step + 1) / warm
        return 0.5 * (1 + math.cos(math.pi * (step - warm) / max(1, total_steps - warm)))
    return torch.optim.lr_scheduler.LambdaLR(optimizer, factor)


class Trainer:
    def __init__(self, model, optimizer, loss_fn, callbacks=(), epochs=10, batch=32):
        self.model, self.optimizer, self.loss_fn = model, optimizer, loss_fn
        self.callbacks, self.epochs, self.batch = list(callbacks), epochs, batch
        self.should_stop = self.pruned = False
        self.epoch = 0

    def _emit(self, hook, *args):
        for cb in self.callbacks:
            getattr(cb, hook)(self, *args)

    def _batches(self, x, y):
        perm = torch.randperm(len(y))
        for i in range(0, len(y), self.batch):
            yield x[perm[i:i + self.batch]], y[perm[i:i + self.batch]]

    @torch.no_grad()
    def validate(self, x, y):
        self.model.eval()
        return (self.model(x).squeeze(-1) - y).abs().mean().item()

    def fit(self, train, val, warmup_frac=0.1):
        steps = self.epochs * math.ceil(len(train[1]) / self.batch)
        scheduler = warmup_cosine(self.optimizer, steps, warmup_frac)
        for self.epoch in range(self.epochs):
            self._emit("on_epoch_start")
            self.model.train()
            for xb, yb in self._batches(*train):
                batch_loss = self.loss_fn(self.model(xb).squeeze(-1), yb)
                batch_loss.backward()
                self.optimizer.step()
                scheduler.step()
                self._emit("on_batch_end", batch_loss.item())
            self._emit("on_epoch_end", {"val_mae": self.validate(*val)})
            if self.should_stop:
                break
        return self
