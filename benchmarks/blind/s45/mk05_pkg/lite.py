from types import SimpleNamespace

import torch
from torch import nn


class LitModule(nn.Module):
    def __init__(self, **hparams):
        super().__init__()
        self.hparams = SimpleNamespace(**hparams)
        self.trainer = None
        self._epoch_logs = {}

    def log(self, name, value):
        self._epoch_logs.setdefault(name, []).append(float(value))

    def setup(self, stage):
        pass

    def on_train_epoch_end(self):
        pass


class DataModule:
    def prepare_data(self):
        pass

    def setup(self, stage):
        pass


class Trainer:
    def __init__(self, max_epochs, check_val_every_n_epoch=1):
        self.max_epochs = max_epochs
        self.check_val_every_n_epoch = check_val_every_n_epoch
        self.datamodule = None

    def _init_optimizers(self, module):
        conf = module.configure_optimizers()
        if isinstance(conf, dict):
            return [conf["optimizer"]], [conf["lr_scheduler"]] if "lr_scheduler" in conf else []
        if isinstance(conf, tuple) and len(conf) == 2 and isinstance(conf[0], list):
            return conf
        return [conf], []

    def fit(self, module, datamodule):
        module.trainer = self
        self.datamodule = datamodule
        datamodule.prepare_data()
        self.optimizers, self.lr_schedulers = self._init_optimizers(module)
        datamodule.setup("fit")
        module.setup("fit")
        train_loader, val_loader = datamodule.train_dataloader(), datamodule.val_dataloader()
        opt = self.optimizers[0]
        for self.current_epoch in range(self.max_epochs):
            module.train()
            for idx, batch in enumerate(train_loader):
                opt.zero_grad()
                loss = module.training_step(batch, idx)
                loss.backward()
                opt.step()
            for s in self.lr_schedulers:
                s.step()
            if (self.current_epoch + 1) % self.check_val_every_n_epoch == 0:
                module.eval()
                with torch.no_grad():
                    for idx, batch in enumerate(val_loader):
                        module.validation_step(batch, idx)
            module.on_train_epoch_end()
