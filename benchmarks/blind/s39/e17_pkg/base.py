"""SupervisedModule base class and the Runner that drives it through hooks."""
import torch
from torch import nn


class SupervisedModule(nn.Module):
    objective = None

    def training_step(self, batch, batch_idx):
        raise NotImplementedError

    def validation_step(self, batch, batch_idx):
        x, y = batch
        return {k: v.item() for k, v in self.objective(self(x), y).items()}

    def configure_optimizers(self):
        raise NotImplementedError


class Runner:
    def __init__(self, max_epochs, hooks=()):
        self.max_epochs = max_epochs
        self.hooks = list(hooks)
        self.epoch = self.iter = 0

    def call_hook(self, name, **kw):
        for h in self.hooks:
            fn = getattr(h, name, None)
            if fn is not None:
                fn(self, **kw)

    def train(self, module, train_iter, val_iter):
        optim = module.configure_optimizers()
        for self.epoch in range(self.max_epochs):
            module.train()
            for i, batch in enumerate(train_iter()):
                optim.zero_grad()
                loss = module.training_step(batch, i)
                loss.backward()
                optim.step()
                self.iter += 1
                self.call_hook("after_train_iter", loss=loss.item())
            self.call_hook("after_val_epoch", metrics=self.val(module, val_iter))

    @torch.no_grad()
    def val(self, module, val_iter):
        module.eval()
        rows = [module.validation_step(b, i) for i, b in enumerate(val_iter())]
        return {k: sum(r[k] for r in rows) / len(rows) for k in rows[0]}


class PrintHook:
    def __init__(self, interval=20):
        self.interval = interval

    def after_train_iter(self, runner, loss):
        if runner.iter % self.interval == 0:
            print(f"  iter {runner.iter}: loss {loss:.4f}")

    def after_val_epoch(self, runner, metrics):
        print(f"epoch {runner.epoch}: " + " ".join(f"{k} {v:.4f}" for k, v in metrics.items()))
