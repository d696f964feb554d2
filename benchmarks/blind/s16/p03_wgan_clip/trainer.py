import torch

from .nets import Critic, Generator
from .utils import banana, clip_weights, make_optimizer


class WGANTrainer:
    def __init__(self, cfg):
        self.cfg = cfg
        self.gen = Generator(cfg.latent_dim, cfg.data_dim, cfg.hidden)
        self.critic = Critic(cfg.data_dim, cfg.hidden)
        self.opt_g = make_optimizer(self.gen.parameters(), cfg.optimizer, **cfg.optimizer_kwargs)
        self.opt_c = make_optimizer(self.critic.parameters(), cfg.optimizer, **cfg.optimizer_kwargs)

    def critic_update(self):
        real = banana(self.cfg.batch_size)
        with torch.no_grad():
            fake = self.gen(torch.randn(self.cfg.batch_size, self.cfg.latent_dim))
        loss = self.critic(fake).mean() - self.critic(real).mean()
        self.opt_c.zero_grad()
        loss.backward()
        self.opt_c.step()
        clip_weights(self.critic, self.cfg.clip_value)
        return -loss.item()

    def generator_update(self):
        fake = self.gen(torch.randn(self.cfg.batch_size, self.cfg.latent_dim))
        loss = -self.critic(fake).mean()
        self.opt_g.zero_grad()
        loss.backward()
        self.opt_g.step()
        return loss.item()

    def fit(self):
        for epoch in range(self.cfg.epochs):
            w_dist = []
            for _ in range(self.cfg.iters_per_epoch):
                for _ in range(self.cfg.n_critic):
                    w_dist.append(self.critic_update())
                self.generator_update()
            print(f"epoch {epoch}: wasserstein estimate {sum(w_dist) / len(w_dist):.4f}")
