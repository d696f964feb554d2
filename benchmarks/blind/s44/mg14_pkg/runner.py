import torch
import torch.nn.functional as F

from .registry import HOOKS, OPTIMIZERS, build_from_cfg
from .sac_model import bar_used


class Runner:
    def __init__(self, model, data, cfg):
        self.model, self.data = model, data
        self.optimizer = build_from_cfg(cfg["optimizer"], OPTIMIZERS, params=model.parameters())
        self.hooks = [build_from_cfg(h, HOOKS) for h in cfg["hooks"]]
        self.max_epochs = cfg["max_epochs"]
        self.cumulative_iters = next(
            (h["cumulative_iters"] for h in cfg["hooks"] if "cumulative_iters" in h), 1)
        self.iters_per_epoch = len(data)
        self.epoch = self.inner_iter = 0

    def call_hook(self, fn_name):
        for h in self.hooks:
            getattr(h, fn_name)(self)

    def train_step(self, batch):
        raise NotImplementedError

    def run(self):
        self.call_hook("before_run")
        for self.epoch in range(self.max_epochs):
            self.model.train()
            self.call_hook("before_train_epoch")
            running = 0.0
            for self.inner_iter, batch in enumerate(self.data.train_iter()):
                self.outputs = self.train_step(batch)
                running += self.outputs["loss"].item()
                self.call_hook("after_train_iter")
            self.epoch_loss = running / self.iters_per_epoch
            self.call_hook("after_train_epoch")
        self.call_hook("after_run")


class DiveRunner(Runner):
    def train_step(self, batch):
        x, aux, y = batch
        pred = bar_used(self.model(x), aux)
        return {"loss": F.mse_loss(pred, y)}

    @torch.no_grad()
    def validate(self):
        self.model.eval()
        x, aux, y = self.data.val
        return (bar_used(self.model(x), aux) - y).abs().mean().item()
