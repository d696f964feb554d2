from types import SimpleNamespace

import torch
from torch import nn


class LitModule(nn.Module):
    def __init__(self, **hparams):
        super().__init__()
        self.hparams = SimpleNamespace(**hparams)
        self.automatic_optimization = True
        self.trainer = None
        self.logged = {}

    def log_dict(self, metrics):
        for k, v in metrics.items():
            self.logged.setdefault(k, []).append(v.item() if torch.is_tensor(v) else v)

    def optimizers(self):
        return tuple(self.trainer.optimizers)

    def manual_backward(self, loss):
        loss.backward()

    def update(self, optimizer, loss):
        optimizer.zero_grad()
        self.manual_backward(loss)
        optimizer.step()

    def on_train_epoch_end(self):
        pass


class Trainer:
    def __init__(self, max_epochs):
        self.max_epochs = max_epochs

    def fit(self, module, dataloader):
        module.trainer = self
        configured = module.configure_optimizers()
        self.optimizers = list(configured) if isinstance(configured, (list, tuple)) else [configured]
        for self.current_epoch in range(self.max_epochs):
            module.train()
            for batch_idx, batch in enumerate(dataloader):
                module.training_step(batch, batch_idx)
            module.on_train_epoch_end()
        return module
