from collections import defaultdict
from types import SimpleNamespace

import torch
from torch import nn


class LitModule(nn.Module):
    """Tiny stand-in for a LightningModule."""

    def __init__(self, **hparams):
        super().__init__()
        self.hparams = SimpleNamespace(**hparams)
        self.automatic_optimization = True
        self.trainer = None
        self._metrics = defaultdict(list)
        self._frozen = {}

    def log(self, name, value, prog_bar=False):
        self._metrics[name].append(float(value))

    def optimizers(self):
        opts = self.trainer.optimizers
        return opts[0] if len(opts) == 1 else tuple(opts)

    def manual_backward(self, loss, **kwargs):
        loss.backward(**kwargs)

    def toggle_optimizer(self, optimizer):
        owned = {id(p) for g in optimizer.param_groups for p in g["params"]}
        for p in self.parameters():
            if id(p) not in owned:
                self._frozen[p] = p.requires_grad
                p.requires_grad_(False)

    def untoggle_optimizer(self, optimizer):
        for p, flag in self._frozen.items():
            p.requires_grad_(flag)
        self._frozen = {}

    def on_train_epoch_end(self):
        pass


class Trainer:
    def __init__(self, max_epochs=1, log_every_n_epochs=1):
        self.max_epochs = max_epochs
        self.log_every_n_epochs = log_every_n_epochs
        self.optimizers = []
        self.current_epoch = 0

    def fit(self, module, train_loader):
        module.trainer = self
        configured = module.configure_optimizers()
        self.optimizers = list(configured) if isinstance(configured, (list, tuple)) else [configured]
        for epoch in range(self.max_epochs):
            self.current_epoch = epoch
            module.train()
            for batch_idx, batch in enumerate(train_loader):
                out = module.training_step(batch, batch_idx)
                if module.automatic_optimization:
                    loss = out["loss"] if isinstance(out, dict) else out
                    opt = self.optimizers[0]
                    opt.zero_grad()
                    loss.backward()
                    opt.step()
            module.on_train_epoch_end()
            if (epoch + 1) % self.log_every_n_epochs == 0:
                summary = {k: sum(v[-len(train_loader):]) / len(v[-len(train_loader):])
                           for k, v in module._metrics.items()}
                print(f"epoch {epoch:3d} " + " ".join(f"{k}={v:.4f}" for k, v in summary.items()))
        return module
