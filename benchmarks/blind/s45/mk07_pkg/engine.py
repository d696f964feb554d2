from types import SimpleNamespace

import torch
from torch import nn


class LitModule(nn.Module):
    """Minimal LightningModule look-alike with truncated-BPTT support."""

    def __init__(self, **hparams):
        super().__init__()
        self.hparams = SimpleNamespace(**hparams)
        self.trainer = None
        self.epoch_log = {}

    def log(self, key, value):
        self.epoch_log.setdefault(key, []).append(float(value))

    def on_train_epoch_end(self):
        pass


class Trainer:
    def __init__(self, max_epochs, gradient_clip_val=None):
        self.max_epochs = max_epochs
        self.gradient_clip_val = gradient_clip_val

    @staticmethod
    def _tbptt_split(batch, steps):
        x, y = batch
        return [(x[:, t:t + steps], y[:, t:t + steps]) for t in range(0, x.size(1), steps)]

    def fit(self, module, loader, val_loader):
        module.trainer = self
        opt = module.configure_optimizers()
        steps = module.hparams.truncated_bptt_steps
        for self.current_epoch in range(self.max_epochs):
            module.train()
            for batch_idx, batch in enumerate(loader):
                hiddens = None
                for split in self._tbptt_split(batch, steps):
                    out = module.training_step(split, batch_idx, hiddens)
                    opt.zero_grad()
                    out["loss"].backward()
                    if self.gradient_clip_val:
                        nn.utils.clip_grad_norm_(module.parameters(), self.gradient_clip_val)
                    opt.step()
                    hiddens = out["hiddens"]
            module.eval()
            with torch.no_grad():
                for batch_idx, batch in enumerate(val_loader):
                    module.validation_step(batch, batch_idx)
            module.on_train_epoch_end()
