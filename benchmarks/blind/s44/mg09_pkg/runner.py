import torch

from .hooks import harmonic_profile
from .optim_wrapper import OptimWrapper, frozen, stop_gradient
from .registry import HOOKS, LOSSES, MODELS, build_from_cfg


class Runner:
    def __init__(self, hooks, max_epochs):
        self.hooks = [build_from_cfg(h, HOOKS) for h in hooks]
        self.max_epochs = max_epochs
        self.epoch = self.iter = 0

    def call_hook(self, name):
        for hook in self.hooks:
            getattr(hook, name)(self)

    def train_step(self, batch):
        raise NotImplementedError

    def run(self, loader_fn):
        self.call_hook("before_run")
        for self.epoch in range(self.max_epochs):
            for batch in loader_fn():
                self.outputs = self.train_step(batch)
                self.call_hook("after_train_iter")
                self.iter += 1
            self.call_hook("after_train_epoch")


class GANRunner(Runner):
    def __init__(self, cfg, real_windows):
        super().__init__(cfg["hooks"], cfg["max_epochs"])
        self.generator = build_from_cfg(cfg["generator"], MODELS)
        self.discriminator = build_from_cfg(cfg["discriminator"], MODELS)
        self.d_loss = build_from_cfg(cfg["d_loss"], LOSSES)
        self.g_loss = build_from_cfg(cfg["g_loss"], LOSSES)
        self.optim_wrappers = {
            "generator": OptimWrapper(self.generator, **cfg["optim_g"]),
            "discriminator": OptimWrapper(self.discriminator, **cfg["optim_d"]),
        }
        self.z_dim = cfg["generator"]["z_dim"]
        self.real_windows = real_windows

    def sample(self, n):
        return self.generator(torch.randn(n, self.z_dim))

    def train_step(self, real):
        fake = self.sample(len(real))

        real_logits = self.discriminator(real)
        fake_logits = self.discriminator(stop_gradient(fake))
        loss_d = self.d_loss(real_logits, fake_logits)
        self.optim_wrappers["discriminator"].update(loss_d)

        with frozen(self.discriminator):
            loss_g = self.g_loss(self.discriminator(fake))
            self.optim_wrappers["generator"].update(loss_g)
        return {"loss_d": loss_d.item(), "loss_g": loss_g.item()}

    @torch.no_grad()
    def spectral_gap(self, n=512):
        fake = self.sample(n)
        return (harmonic_profile(fake).mean(0) - harmonic_profile(self.real_windows).mean(0)).abs().sum().item()
