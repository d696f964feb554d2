from types import SimpleNamespace

import torch
from torch import nn


class LitModule(nn.Module):
    def __init__(self, **hparams):
        super().__init__()
        self.hparams = SimpleNamespace(**hparams)
        self.automatic_optimization = True
        self.trainer = None
        self.epoch_metrics = {}

    def log(self, name, value, reduce="mean"):
        self.epoch_metrics.setdefault(name, []).append(float(value))

    def optimizers(self):
        opts = self.trainer.optimizers
        return opts if len(opts) > 1 else opts[0]

    def lr_schedulers(self):
        return self.trainer.lr_schedulers

    def manual_backward(self, loss):
        loss.backward()

    def on_train_epoch_start(self):
        pass

    def on_train_epoch_end(self):
        pass


class Trainer:
    def __init__(self, max_epochs):
        self.max_epochs = max_epochs

    def _setup_optimizers(self, module):
        conf = module.configure_optimizers()
        if isinstance(conf, tuple) and len(conf) == 2 and isinstance(conf[0], list):
            self.optimizers, self.lr_schedulers = conf
        elif isinstance(conf, (list, tuple)):
            self.optimizers, self.lr_schedulers = list(conf), []
        else:
            self.optimizers, self.lr_schedulers = [conf], []

    def fit(self, module, train_loader, val_loader):
        module.trainer = self
        self._setup_optimizers(module)
        for self.current_epoch in range(self.max_epochs):
            module.train()
            module.on_train_epoch_start()
            for batch_idx, batch in enumerate(train_loader):
                out = module.training_step(batch, batch_idx)
                if module.automatic_optimization:
                    self.optimizers[0].zero_grad()
                    out.backward()
                    self.optimizers[0].step()
            module.eval()
            with torch.no_grad():
                for batch_idx, batch in enumerate(val_loader):
                    module.validation_step(batch, batch_idx)
            module.on_train_epoch_end()
