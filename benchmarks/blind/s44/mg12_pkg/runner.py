import torch

from .optim_wrapper import OptimWrapper
from .registry import HOOKS, LOSSES, MODELS, build_from_cfg


class Runner:
    def __init__(self, hook_cfgs, max_epochs):
        self.hooks = [build_from_cfg(h, HOOKS) for h in hook_cfgs]
        self.max_epochs = max_epochs
        self.epoch, self.outputs = 0, {}

    def call_hook(self, fn_name):
        for hook in self.hooks:
            getattr(hook, fn_name)(self)

    def train_step(self, batch):
        raise NotImplementedError

    def run(self, loader):
        self.call_hook("before_run")
        for self.epoch in range(self.max_epochs):
            for batch in loader():
                self.outputs = self.train_step(batch)
                self.call_hook("after_train_iter")
            self.call_hook("after_train_epoch")


class StrokeGANRunner(Runner):
    def __init__(self, cfg, real):
        super().__init__(cfg["hooks"], cfg["max_epochs"])
        self.generator = build_from_cfg(cfg["generator"], MODELS)
        self.discriminator = build_from_cfg(cfg["discriminator"], MODELS)
        self.loss_d_fn = build_from_cfg(cfg["loss_d"], LOSSES)
        self.loss_g_fn = build_from_cfg(cfg["loss_g"], LOSSES)
        self.optim_wrappers = {
            "gen": OptimWrapper(self.generator, cfg["optim_g"]),
            "disc": OptimWrapper(self.discriminator, cfg["optim_d"]),
        }
        self.z_dim = cfg["generator"]["z_dim"]
        self.real = real

    def sample(self, n):
        return self.generator(torch.randn(n, self.z_dim))

    def train_step(self, real):
        fake = self.sample(len(real))
        fake_logits = self.discriminator(fake)          # reused by the generator loss below

        loss_d = self.loss_d_fn(self.discriminator(real), self.discriminator(fake.detach()))
        self.optim_wrappers["disc"].update(loss_d)

        loss_g = self.loss_g_fn(fake_logits)
        self.optim_wrappers["gen"].update(loss_g)
        return {"loss_d": loss_d.item(), "loss_g": loss_g.item()}
