import torch

from .registry import HOOKS, LOSSES, OPTIMIZERS, build_from_cfg
from .salon import loader


class Runner:
    def __init__(self, model, cfg, train_data, val_data):
        self.model = model
        self.cfg = cfg
        self.train_data, self.val_data = train_data, val_data
        self.criterion = build_from_cfg(cfg["loss"], LOSSES)
        self.optimizer = build_from_cfg(cfg["optimizer"], OPTIMIZERS, params=model.parameters())
        self.scheduler = torch.optim.lr_scheduler.StepLR(self.optimizer, **cfg["lr_step"])
        self.hooks = [build_from_cfg(h, HOOKS) for h in cfg["hooks"]]
        self.epoch, self.outputs = 0, {}

    def call_hook(self, fn_name):
        for hook in self.hooks:
            getattr(hook, fn_name)(self)

    def train(self):
        self.model.train()
        self.call_hook("before_epoch")
        for batch in loader(*self.train_data, self.cfg["batch_size"], shuffle=True):
            self.outputs = self.model.train_step(batch, self.criterion)
            self.call_hook("after_iter")
        self.call_hook("after_epoch")

    def validate(self):
        self.model.eval()
        total, n = 0.0, 0
        for batch in loader(*self.val_data, 256, shuffle=False):
            out = self.model.val_step(batch)
            total += out["delta_e"] * out["n"]
            n += out["n"]
        return total / n

    def run(self):
        for self.epoch in range(self.cfg["epochs"]):
            self.train()
        return self.validate()
