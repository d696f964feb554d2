import torch

from .losses import d_loss, g_loss


class CGANTrainer:
    def __init__(self, cfg, gen, disc):
        self.cfg = cfg
        self.gen, self.disc = gen, disc
        self.opt_g = torch.optim.Adam(gen.parameters(), lr=cfg.lr_g, betas=cfg.betas)
        self.opt_d = torch.optim.Adam(disc.parameters(), lr=cfg.lr_d, betas=cfg.betas)

    def sample_noise(self, n):
        return torch.randn(n, self.cfg.latent_dim)

    def step(self, real, labels):
        z = self.sample_noise(real.size(0))
        fake = self.gen(z, labels)

        self.opt_d.zero_grad()
        loss_d = d_loss(self.disc, real, fake, labels)
        loss_d.backward()
        self.opt_d.step()

        self.opt_g.zero_grad()
        loss_g = g_loss(self.disc, fake, labels)
        loss_g.backward()
        self.opt_g.step()
        return {"d": loss_d.item(), "g": loss_g.item()}
