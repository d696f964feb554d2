"""Minimal Lightning-flavoured plumbing shared by the wafer experiments."""
import abc

import torch
from torch import nn


class LitModule(nn.Module, abc.ABC):
    """Subclasses implement the *_step hooks and ``configure_optimizers``."""

    def __init__(self):
        super().__init__()
        self.trainer = None
        self.history = {}

    @abc.abstractmethod
    def training_step(self, batch, batch_idx):
        raise NotImplementedError

    @abc.abstractmethod
    def validation_step(self, batch, batch_idx):
        raise NotImplementedError

    @abc.abstractmethod
    def configure_optimizers(self):
        raise NotImplementedError

    def log(self, name, value):
        self.history.setdefault(name, []).append(float(value))

    def on_fit_start(self):
        pass

    def on_validation_epoch_end(self):
        pass


class Trainer:
    def __init__(self, max_epochs=4):
        self.max_epochs = max_epochs
        self.datamodule = None
        self.optimizer = None
        self.scheduler = None
        self.current_epoch = 0

    def _hook(self, module, name, *args):
        fn = getattr(module, name, None)
        return fn(*args) if callable(fn) else None

    def _setup_optimizers(self, module):
        conf = module.configure_optimizers()
        if isinstance(conf, dict):
            self.optimizer = conf["optimizer"]
            self.scheduler = conf.get("lr_scheduler")
        else:
            self.optimizer, self.scheduler = conf, None

    def fit(self, module, datamodule):
        module.trainer = self
        self.datamodule = datamodule
        datamodule.setup("fit")
        self._setup_optimizers(module)
        self._hook(module, "on_fit_start")
        for epoch in range(self.max_epochs):
            self.current_epoch = epoch
            module.train()
            for i, batch in enumerate(datamodule.train_dataloader()):
                self.optimizer.zero_grad(set_to_none=True)
                loss = module.training_step(batch, i)
                loss.backward()
                self.optimizer.step()
            if self.scheduler is not None:
                self.scheduler.step()
            self.validate(module, datamodule)
        return module

    @torch.no_grad()
    def validate(self, module, datamodule):
        module.eval()
        for i, batch in enumerate(datamodule.val_dataloader()):
            module.validation_step(batch, i)
        self._hook(module, "on_validation_epoch_end")
