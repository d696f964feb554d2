import torch

from .registry import HOOKS, MODELS, build_from_cfg


class Runner:
    def __init__(self, hooks, max_epochs):
        self.hooks = [build_from_cfg(h, HOOKS) for h in hooks]
        self.max_epochs = max_epochs
        self.epoch = self.iter = 0
        self.outputs = {}

    def call_hook(self, fn_name):
        for hook in self.hooks:
            getattr(hook, fn_name)(self)


class WGANRunner(Runner):
    def __init__(self, cfg, real):
        super().__init__(cfg["hooks"], cfg["max_epochs"])
        self.generator = build_from_cfg(cfg["generator"], MODELS)
        self.critic = build_from_cfg(cfg["critic"], MODELS)
        self.opt_g = torch.optim.RMSprop(self.generator.parameters(), lr=cfg["lr"])
        self.opt_c = torch.optim.RMSprop(self.critic.parameters(), lr=cfg["lr"])
        self.n_critic = cfg["n_critic"]
        self.z_dim = cfg["generator"]["z_dim"]
        self.real, self.batch_size = real, cfg["batch_size"]

    def sample(self, n):
        return self.generator(torch.randn(n, self.z_dim))

    def critic_step(self, real):
        fake = self.sample(len(real)).detach()
        w_estimate = self.critic(real).mean() - self.critic(fake).mean()
        self.opt_c.zero_grad()
        (-w_estimate).backward()
        self.opt_c.step()
        self.outputs = {"w_estimate": w_estimate.item()}
        self.call_hook("after_critic_iter")

    def generator_step(self, n):
        self.opt_g.zero_grad()
        loss_g = -self.critic(self.sample(n)).mean()
        loss_g.backward()
        self.opt_g.step()
        self.call_hook("after_gen_iter")

    @torch.no_grad()
    def peak_gap(self, n=512):
        return (self.sample(n).amax(1).mean() - self.real.amax(1).mean()).abs().item()

    def run(self):
        self.call_hook("before_run")
        for self.epoch in range(self.max_epochs):
            for idx in torch.randperm(len(self.real)).split(self.batch_size):
                self.critic_step(self.real[idx])
                self.iter += 1
                if self.iter % self.n_critic == 0:
                    self.generator_step(len(idx))
            self.call_hook("after_epoch")
