from types import SimpleNamespace

import torch
from torch import nn


class LitModule(nn.Module):
    def __init__(self, hparams):
        super().__init__()
        self.hparams = SimpleNamespace(**hparams)
        self.automatic_optimization = True
        self.trainer = None
        self.logs = {}

    def log(self, name, value):
        self.logs.setdefault(name, []).append(value.item() if torch.is_tensor(value) else value)

    def optimizers(self):
        return self.trainer.optimizers[0]

    def lr_schedulers(self):
        return self.trainer.lr_schedulers[0] if self.trainer.lr_schedulers else None

    def manual_backward(self, loss):
        loss.backward()

    def clip_gradients(self, optimizer, gradient_clip_val):
        params = [p for g in optimizer.param_groups for p in g["params"] if p.grad is not None]
        if not params:
            return torch.tensor(0.0)
        return nn.utils.clip_grad_norm_(params, gradient_clip_val)

    def on_train_epoch_end(self):
        pass


class Trainer:
    def __init__(self, max_epochs):
        self.max_epochs = max_epochs

    def fit(self, module, train_loader, val_loader):
        module.trainer = self
        conf = module.configure_optimizers()
        if isinstance(conf, dict):
            self.optimizers = [conf["optimizer"]]
            self.lr_schedulers = [conf["lr_scheduler"]] if "lr_scheduler" in conf else []
        else:
            self.optimizers, self.lr_schedulers = [conf], []
        for self.current_epoch in range(self.max_epochs):
            module.train()
            for idx, batch in enumerate(train_loader):
                out = module.training_step(batch, idx)
                if module.automatic_optimization:
                    self.optimizers[0].zero_grad()
                    out.backward()
                    self.optimizers[0].step()
            module.eval()
            with torch.no_grad():
                for idx, batch in enumerate(val_loader):
                    module.validation_step(batch, idx)
            module.on_train_epoch_end()
