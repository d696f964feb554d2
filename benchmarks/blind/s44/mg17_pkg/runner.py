import torch
import torch.nn.functional as F

from .fields import iterate
from .registry import HOOKS, OPTIMIZERS, build_from_cfg


class Runner:
    """The optimizer is built in run(), after the before_run hooks have shaped the model."""

    def __init__(self, model, cfg, tag):
        self.model, self.cfg, self.tag = model, cfg, tag
        self.hooks = [build_from_cfg(h, HOOKS) for h in cfg["hooks"]]
        self.optimizer = None
        self.epoch = 0

    def call_hook(self, fn_name):
        for hook in self.hooks:
            getattr(hook, fn_name)(self)

    def build_optimizer(self):
        params = [p for p in self.model.parameters() if p.requires_grad]
        return build_from_cfg(self.cfg["optimizer"], OPTIMIZERS, params=params)

    def train_step(self, batch):
        raise NotImplementedError

    def run(self, train, val):
        self.val_data = val
        self.call_hook("before_run")
        self.optimizer = self.build_optimizer()
        for self.epoch in range(self.cfg["epochs"]):
            self.model.train()
            self.call_hook("before_train_epoch")
            for batch in iterate(*train, self.cfg["batch_size"]):
                self.outputs = self.train_step(batch)
                self.call_hook("after_train_iter")
            self.call_hook("after_train_epoch")


class SurveyRunner(Runner):
    def __init__(self, model, cfg, tag, y_train):
        super().__init__(model, cfg, tag)
        self.target_mean = y_train.mean(0)
        self.target_std = y_train.std(0)

    def train_step(self, batch):
        x, y = batch
        pred = self.model(x)
        return {"loss": F.mse_loss(pred / self.target_std, y / self.target_std)}

    @torch.no_grad()
    def validate(self):
        self.model.eval()
        x, y = self.val_data
        return (self.model(x) - y).abs().mean(0).tolist()
