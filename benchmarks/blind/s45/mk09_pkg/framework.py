from types import SimpleNamespace

import torch
from torch import nn


class LitModule(nn.Module):
    def __init__(self, **hparams):
        super().__init__()
        self.hparams = SimpleNamespace(**hparams)
        self.trainer = None
        self.logged = {}

    def log(self, name, value):
        self.logged[name] = value

    def on_validation_epoch_end(self):
        pass

    def predict_step(self, batch, batch_idx):
        return self(*batch[:-1])


class Callback:
    def on_train_batch_end(self, trainer, module, outputs, batch, batch_idx):
        pass

    def on_train_epoch_end(self, trainer, module):
        pass


class Trainer:
    def __init__(self, max_epochs, callbacks=()):
        self.max_epochs = max_epochs
        self.callbacks = list(callbacks)

    def _run_validation(self, module, loader):
        module.eval()
        with torch.inference_mode():
            for batch_idx, batch in enumerate(loader):
                module.validation_step(batch, batch_idx)
            module.on_validation_epoch_end()
        module.train()

    def fit(self, module, train_loader, val_loader):
        module.trainer = self
        (opt,), (sched,) = module.configure_optimizers()
        for self.current_epoch in range(self.max_epochs):
            module.train()
            for batch_idx, batch in enumerate(train_loader):
                out = module.training_step(batch, batch_idx)
                opt.zero_grad(set_to_none=True)
                out["loss"].backward()
                opt.step()
                for cb in self.callbacks:
                    cb.on_train_batch_end(self, module, out, batch, batch_idx)
            sched.step()
            self._run_validation(module, val_loader)
            for cb in self.callbacks:
                cb.on_train_epoch_end(self, module)

    @torch.no_grad()
    def predict(self, module, loader):
        module.eval()
        return torch.cat([module.predict_step(batch, i) for i, batch in enumerate(loader)])
