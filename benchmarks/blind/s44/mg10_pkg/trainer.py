import torch

from .registry import HOOKS, LOSSES, OPTIMIZERS, SCHEDULERS, build_from_cfg


class BaseTrainer:
    def __init__(self, model, cfg):
        self.model = model
        self.optimizer = build_from_cfg(cfg["optimizer"], OPTIMIZERS, params=model.parameters())
        self.scheduler = build_from_cfg(cfg["scheduler"], SCHEDULERS, optimizer=self.optimizer)
        self.hooks = sorted((build_from_cfg(h, HOOKS) for h in cfg["hooks"]), key=lambda h: h.priority)
        self.max_epochs = cfg["max_epochs"]
        self.iter = self.epoch = 0

    def call_hook(self, fn_name):
        for hook in self.hooks:
            getattr(hook, fn_name)(self)

    def train_step(self, batch):
        raise NotImplementedError

    def validate(self):
        raise NotImplementedError

    def fit(self, train_loader, val_loader):
        self.val_loader = val_loader
        self.call_hook("before_run")
        for self.epoch in range(self.max_epochs):
            self.model.train()
            for batch in train_loader:
                self.iter += 1
                self.outputs = self.train_step(batch)
                self.call_hook("after_train_iter")
            self.call_hook("after_train_epoch")
        self.call_hook("after_run")


class WearTrainer(BaseTrainer):
    def __init__(self, model, cfg):
        super().__init__(model, cfg)
        self.criterion = build_from_cfg(cfg["loss"], LOSSES)

    def train_step(self, batch):
        x, y = batch
        return {"loss": self.criterion(self.model(x), y)}

    @torch.no_grad()
    def validate(self):
        self.model.eval()
        errs = [(self.model(x) - y).abs() for x, y in self.val_loader]
        self.model.train()
        return torch.cat(errs).mean(0).tolist()
