import torch


class WGANLoop:
    def __init__(self, generator, critic, cfg, callbacks=()):
        self.gen = generator
        self.critic = critic
        self.cfg = cfg
        self.callbacks = list(callbacks)
        opt_cls = getattr(torch.optim, cfg["optim"]["name"])
        self.opt_g = opt_cls(self.gen.parameters(), **cfg["optim"]["kwargs"])
        self.opt_c = opt_cls(self.critic.parameters(), **cfg["optim"]["kwargs"])
        self.gen_steps = 0
        self.last = {}

    def fire(self, event):
        for cb in self.callbacks:
            getattr(cb, event)(self)

    def noise(self, n):
        return torch.randn(n, self.cfg["latent_dim"])

    def critic_step(self, real):
        with torch.no_grad():
            fake = self.gen(self.noise(real.size(0)))
        self.opt_c.zero_grad()
        loss = self.critic(fake).mean() - self.critic(real).mean()
        loss.backward()
        self.opt_c.step()
        self.last["critic"] = loss.item()
        self.fire("on_critic_step_end")

    def generator_step(self):
        self.opt_g.zero_grad()
        loss = -self.critic(self.gen(self.noise(self.cfg["batch_size"]))).mean()
        loss.backward()
        self.opt_g.step()
        self.gen_steps += 1
        self.last["gen"] = loss.item()
        self.fire("on_generator_step_end")

    def run(self, data_iter):
        self.fire("on_train_start")
        for i, real in enumerate(data_iter):
            self.critic_step(real)
            if (i + 1) % self.cfg["n_critic"] == 0:
                self.generator_step()
        self.fire("on_train_end")
