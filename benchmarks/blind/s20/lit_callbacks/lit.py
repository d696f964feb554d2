import torch
from torch import nn


class LitModule(nn.Module):
    def training_step(self, batch, batch_idx):
        raise NotImplementedError

    def configure_optimizers(self):
        raise NotImplementedError

    def log(self, name, value):
        self._logged = getattr(self, "_logged", {})
        self._logged.setdefault(name, []).append(float(value))


class Callback:
    def on_train_batch_start(self, runner, module, optimizer, batch_idx):
        pass

    def on_before_optimizer_step(self, runner, module, optimizer):
        pass

    def on_epoch_end(self, runner, module):
        pass


class Runner:
    def __init__(self, max_epochs=1, callbacks=()):
        self.max_epochs = max_epochs
        self.callbacks = list(callbacks)
        self.global_step = 0

    def _fire(self, hook, *args):
        for cb in self.callbacks:
            getattr(cb, hook)(self, *args)

    def fit(self, module, datamodule):
        conf = module.configure_optimizers()
        optimizer = conf["optimizer"]
        scheduler = conf.get("lr_scheduler")
        module.train()
        for epoch in range(self.max_epochs):
            for batch_idx, batch in enumerate(datamodule.train_batches()):
                self._fire("on_train_batch_start", module, optimizer, batch_idx)
                loss = module.training_step(batch, batch_idx)
                loss.backward()
                self._fire("on_before_optimizer_step", module, optimizer)
                optimizer.step()
                self.global_step += 1
            if scheduler is not None:
                scheduler.step()
            self._fire("on_epoch_end", module)
        return module
