import torch
import torch.nn.functional as F

from .models import real_rows
from .sampler import LatentSampler


class TabGANEngine:
    def __init__(self, cfg, G, D):
        self.cfg = cfg
        self.G, self.D = G, D
        self.sampler = LatentSampler(G, cfg.latent_dim)
        self.opt_g = torch.optim.Adam(G.parameters(), lr=cfg.lr_g, betas=cfg.betas)
        self.opt_d = torch.optim.Adam(D.parameters(), lr=cfg.lr_d, betas=cfg.betas)
        self.data_gen = torch.Generator().manual_seed(cfg.seed)

    def discriminator_step(self, real):
        fake = self.sampler.draw(real.size(0))
        logits_real = self.D(real)
        logits_fake = self.D(fake)
        d_loss = F.softplus(-logits_real).mean() + F.softplus(logits_fake).mean()
        self.opt_d.zero_grad()
        d_loss.backward()
        self.opt_d.step()
        return d_loss.item()

    def generator_step(self, n):
        self.opt_g.zero_grad()
        fake = self.sampler.draw(n)
        g_loss = F.softplus(-self.D(fake)).mean()
        g_loss.backward()
        self.opt_g.step()
        return g_loss.item()

    def fit(self):
        for step in range(self.cfg.steps):
            real = real_rows(self.cfg.batch_size, self.cfg, self.data_gen)
            d_loss = self.discriminator_step(real)
            g_loss = self.generator_step(self.cfg.batch_size)
            if step % self.cfg.log_every == 0:
                print(f"step {step:4d} d_loss {d_loss:.3f} g_loss {g_loss:.3f}")
