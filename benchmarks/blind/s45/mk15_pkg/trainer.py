import copy
from types import SimpleNamespace

import torch
from torch import nn


class LitModule(nn.Module):
    def __init__(self, **hparams):
        super().__init__()
        self.hparams = SimpleNamespace(**hparams)
        self.trainer = None
        self.metrics = {}

    def log(self, name, value):
        self.metrics.setdefault(name, []).append(float(value))

    def epoch_mean(self, name):
        vals = self.metrics.get(name, [])
        n = self.trainer.steps_in_epoch.get(name, len(vals))
        return sum(vals[-n:]) / max(n, 1)

    def on_train_epoch_end(self):
        pass


class Trainer:
    def __init__(self, max_epochs, monitor="val_loss"):
        self.max_epochs = max_epochs
        self.monitor = monitor
        self.best_score, self.best_state = float("inf"), None

    def fit(self, module, train_loader, val_loader):
        module.trainer = self
        self.steps_in_epoch = {}
        optimizers, schedulers = module.configure_optimizers()
        for self.current_epoch in range(self.max_epochs):
            module.train()
            for i, batch in enumerate(train_loader):
                loss = module.training_step(batch, i)
                for opt in optimizers:
                    opt.zero_grad()
                loss.backward()
                for opt in optimizers:
                    opt.step()
            for sched in schedulers:
                sched.step()
            module.eval()
            with torch.no_grad():
                for i, batch in enumerate(val_loader):
                    module.validation_step(batch, i)
            self.steps_in_epoch = {"train_loss": len(train_loader), "val_loss": len(val_loader),
                                   "val_mae": len(val_loader)}
            score = module.epoch_mean(self.monitor)
            if score < self.best_score:
                self.best_score, self.best_state = score, copy.deepcopy(module.state_dict())
            module.on_train_epoch_end()
        module.load_state_dict(self.best_state)
        return module
