import torch

from .builder import HOOKS, LOSSES, OPTIMIZERS, build_from_cfg
from .nets import poisson_deviance


class BaseTrainer:
    def __init__(self, model, optim_cfg, hook_cfgs, epochs):
        self.model = model
        self.optimizer = build_from_cfg(optim_cfg, OPTIMIZERS, params=model.parameters())
        self.hooks = [build_from_cfg(h, HOOKS) for h in hook_cfgs]
        self.epochs = epochs
        self.epoch = self.iter = 0
        self.outputs, self.val_metrics = {}, {}

    def call_hook(self, fn_name):
        for hook in self.hooks:
            getattr(hook, fn_name)(self)

    def train_step(self, batch):
        raise NotImplementedError

    def val_step(self, batch):
        raise NotImplementedError

    def train_epoch(self, loader):
        self.model.train()
        self.call_hook("before_epoch")
        for batch in loader:
            self.iter += 1
            self.outputs = self.train_step(batch)
            self.call_hook("after_iter")
        self.call_hook("after_epoch")

    def validate(self, loader):
        self.model.eval()
        with torch.no_grad():
            rows = [self.val_step(b) for b in loader]
        self.val_metrics = {k: sum(r[k] for r in rows) / len(rows) for k in rows[0]}
        self.call_hook("after_val")

    def fit(self, data):
        self.call_hook("before_run")
        for self.epoch in range(self.epochs):
            self.train_epoch(data.train_loader())
            self.validate(data.val_loader())
        self.call_hook("after_run")


class BreakRateTrainer(BaseTrainer):
    def __init__(self, model, loss_cfg, **kwargs):
        super().__init__(model, **kwargs)
        self.criterion = build_from_cfg(loss_cfg, LOSSES)

    def train_step(self, batch):
        log_mu = self.model(batch["features"])
        return {"loss": self.criterion(log_mu, batch["breaks"])}

    def val_step(self, batch):
        log_mu = self.model(batch["features"])
        y = batch["breaks"]
        return {"deviance": poisson_deviance(log_mu, y).item(), "mae": (log_mu.exp() - y).abs().mean().item()}
