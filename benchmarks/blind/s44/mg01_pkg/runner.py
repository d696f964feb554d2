import torch

from .registry import HOOKS, LOSSES, OPTIMIZERS, SCHEDULERS, build_from_cfg


class Runner:
    def __init__(self, model, optimizer, scheduler=None, hooks=(), max_epochs=10, logger=print):
        self.model = model
        self.optimizer = build_from_cfg(optimizer, OPTIMIZERS, params=model.parameters())
        self.scheduler = None
        if scheduler is not None:
            self.scheduler = build_from_cfg(scheduler, SCHEDULERS, optimizer=self.optimizer)
        self.max_epochs = max_epochs
        self.log = logger
        self.hooks = []
        for hook in hooks:
            self.register_hook(hook)
        self.epoch = 0
        self.iter = 0
        self.outputs = {}
        self.val_metrics = {}

    def register_hook(self, hook):
        if isinstance(hook, dict):
            hook = build_from_cfg(hook, HOOKS)
        self.hooks.append(hook)
        self.hooks.sort(key=lambda h: h.priority)

    def call_hook(self, fn_name):
        for hook in self.hooks:
            getattr(hook, fn_name)(self)

    def train_step(self, batch):
        raise NotImplementedError

    def val_step(self, batch):
        raise NotImplementedError

    def train(self, loader):
        self.model.train()
        self.call_hook("before_train_epoch")
        for batch in loader:
            self.call_hook("before_train_iter")
            self.outputs = self.train_step(batch)
            self.call_hook("after_train_iter")
            self.iter += 1
        self.call_hook("after_train_epoch")

    @torch.no_grad()
    def val(self, loader):
        self.model.eval()
        totals, count = {}, 0
        for batch in loader:
            metrics, n = self.val_step(batch)
            for k, v in metrics.items():
                totals[k] = totals.get(k, 0.0) + v * n
            count += n
        self.val_metrics = {k: v / count for k, v in totals.items()}
        self.call_hook("after_val_epoch")
        return self.val_metrics

    def run(self, train_loader, val_loader):
        self.call_hook("before_run")
        for self.epoch in range(self.max_epochs):
            self.train(train_loader)
            self.val(val_loader)
        self.call_hook("after_run")


class QuantileRunner(Runner):
    def __init__(self, model, loss, **kwargs):
        super().__init__(model, **kwargs)
        self.criterion = build_from_cfg(loss, LOSSES)

    def train_step(self, batch):
        x, y = batch
        pred = self.model(x)
        return {"loss": self.criterion(pred, y), "num_samples": len(y)}

    def val_step(self, batch):
        x, y = batch
        pred = self.model(x)
        lo, hi = pred[:, 0:1], pred[:, -1:]
        covered = ((y >= lo) & (y <= hi)).float().mean().item()
        return {"pinball": self.criterion(pred, y).item(), "coverage": covered}, len(y)
