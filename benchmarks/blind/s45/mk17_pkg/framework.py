from types import SimpleNamespace

import torch
from torch import nn


class LitModule(nn.Module):
    def __init__(self, **hparams):
        super().__init__()
        self.hparams = SimpleNamespace(**hparams)
        self.trainer = None
        self.step_metrics = []

    def log_dict(self, metrics):
        self.step_metrics.append(dict(metrics))

    def on_train_epoch_end(self):
        pass


class Trainer:
    def __init__(self, max_epochs, gradient_clip_val=None):
        self.max_epochs = max_epochs
        self.gradient_clip_val = gradient_clip_val

    def fit(self, module, train_loader, val_loader):
        module.trainer = self
        conf = module.configure_optimizers()
        opt, sched = (conf["optimizer"], conf.get("lr_scheduler")) if isinstance(conf, dict) else (conf, None)
        for self.current_epoch in range(self.max_epochs):
            module.train()
            for batch_idx, batch in enumerate(train_loader):
                loss = module.training_step(batch, batch_idx)
                opt.zero_grad()
                loss.backward()
                if self.gradient_clip_val is not None:
                    nn.utils.clip_grad_norm_(module.parameters(), self.gradient_clip_val)
                opt.step()
            if sched is not None:
                sched.step()
            module.eval()
            with torch.no_grad():
                module.val_results = [module.validation_step(b, i) for i, b in enumerate(val_loader)]
            module.on_train_epoch_end()
