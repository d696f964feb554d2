from types import SimpleNamespace

import torch
from torch import nn


class LitModule(nn.Module):
    def __init__(self, **hparams):
        super().__init__()
        self.hparams = SimpleNamespace(**hparams)
        self.trainer = None
        self.logged_metrics = {}

    def log(self, name, value, on_step=False):
        self.logged_metrics[name] = value.item() if torch.is_tensor(value) else float(value)

    def validation_step(self, batch, batch_idx):
        pass

    def on_validation_epoch_end(self):
        pass


class Callback:
    def on_train_batch_end(self, trainer, module, outputs, batch, batch_idx):
        pass

    def on_train_epoch_end(self, trainer, module):
        pass


class Trainer:
    def __init__(self, max_epochs, callbacks=()):
        self.max_epochs = max_epochs
        self.callbacks = list(callbacks)
        self.current_epoch = 0
        self.global_step = 0

    @staticmethod
    def _split(configured):
        if isinstance(configured, tuple) and isinstance(configured[0], list):
            return configured
        return [configured], []

    def fit(self, module, train_loader, val_loader=None):
        module.trainer = self
        optimizers, schedulers = self._split(module.configure_optimizers())
        opt = optimizers[0]
        for self.current_epoch in range(self.max_epochs):
            module.train()
            for batch_idx, batch in enumerate(train_loader):
                outputs = module.training_step(batch, batch_idx)
                opt.zero_grad()
                outputs["loss"].backward()
                opt.step()
                self.global_step += 1
                for cb in self.callbacks:
                    cb.on_train_batch_end(self, module, outputs, batch, batch_idx)
            for sched in schedulers:
                sched.step()
            if val_loader is not None:
                module.eval()
                with torch.no_grad():
                    for batch_idx, batch in enumerate(val_loader):
                        module.validation_step(batch, batch_idx)
                module.on_validation_epoch_end()
            for cb in self.callbacks:
                cb.on_train_epoch_end(self, module)
