from types import SimpleNamespace

import torch
from torch import nn


class LitModule(nn.Module):
    def __init__(self, **hparams):
        super().__init__()
        self.hparams = SimpleNamespace(**hparams)
        self.trainer = None
        self._log = {}

    def log(self, key, value):
        self._log.setdefault(key, []).append(float(value))

    def pop_logs(self):
        out = {k: sum(v) / len(v) for k, v in self._log.items()}
        self._log = {}
        return out

    def setup(self, stage):
        pass

    def on_train_epoch_end(self):
        pass


class Trainer:
    def __init__(self, max_epochs):
        self.max_epochs = max_epochs

    def fit(self, module, datamodule):
        module.trainer = self
        self.datamodule = datamodule
        datamodule.setup("fit")
        module.setup("fit")
        opts, scheds = module.configure_optimizers()
        opt = opts[0]
        for self.current_epoch in range(self.max_epochs):
            module.train()
            for batch_idx, batch in enumerate(datamodule.train_dataloader()):
                loss = module.training_step(batch, batch_idx)
                opt.zero_grad()
                loss.backward()
                opt.step()
            for s in scheds:
                s.step()
            module.eval()
            with torch.no_grad():
                for batch_idx, batch in enumerate(datamodule.val_dataloader()):
                    module.validation_step(batch, batch_idx)
            module.on_train_epoch_end()
