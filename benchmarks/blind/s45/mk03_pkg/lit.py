from types import SimpleNamespace

import torch
from torch import nn


class LitModule(nn.Module):
    def __init__(self, **hparams):
        super().__init__()
        self.hparams = SimpleNamespace(**hparams)
        self.automatic_optimization = True
        self.trainer = None
        self.history = {}

    def log(self, name, value):
        if torch.is_tensor(value):
            value = value.detach().item()
        self.history.setdefault(name, []).append(value)

    def optimizers(self):
        return self.trainer.optimizers if len(self.trainer.optimizers) > 1 else self.trainer.optimizers[0]

    def manual_backward(self, loss):
        loss.backward()

    def _optimize(self, opt, loss):
        """zero -> backward -> step for one optimizer (manual optimisation)."""
        opt.zero_grad(set_to_none=True)
        self.manual_backward(loss)
        opt.step()

    def toggle_optimizer(self, opt):
        mine = {id(p) for group in opt.param_groups for p in group["params"]}
        self._toggled = [p for p in self.parameters() if id(p) not in mine and p.requires_grad]
        for p in self._toggled:
            p.requires_grad_(False)

    def untoggle_optimizer(self, opt):
        for p in self._toggled:
            p.requires_grad_(True)
        self._toggled = []

    def on_train_epoch_end(self):
        pass


class Trainer:
    def __init__(self, max_epochs):
        self.max_epochs = max_epochs
        self.current_epoch = 0

    def fit(self, module, loader):
        module.trainer = self
        opts = module.configure_optimizers()
        self.optimizers = list(opts) if isinstance(opts, (tuple, list)) else [opts]
        for self.current_epoch in range(self.max_epochs):
            module.train()
            for batch_idx, batch in enumerate(loader):
                module.training_step(batch, batch_idx)
            module.on_train_epoch_end()
