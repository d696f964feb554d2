import torch

from .losses import d_hinge_loss, g_hinge_loss


class GANTrainer:
    def __init__(self, cfg, netG, netD):
        self.cfg = cfg
        self.netG = netG
        self.netD = netD
        self.optG = torch.optim.Adam(netG.parameters(), lr=cfg.lr_g, betas=cfg.betas)
        self.optD = torch.optim.Adam(netD.parameters(), lr=cfg.lr_d, betas=cfg.betas)
        self.history = {"d": [], "g": []}

    def sample(self, n):
        z = torch.randn(n, self.cfg.latent_dim)
        return self.netG(z)

    def discriminator_step(self, real, fake):
        self.optD.zero_grad(set_to_none=True)
        real_logits = self.netD(real)
        fake_logits = self.netD(fake)
        loss = d_hinge_loss(real_logits, fake_logits)
        loss.backward()
        self.optD.step()
        return loss.item()

    def generator_step(self, fake):
        self.optG.zero_grad(set_to_none=True)
        loss = g_hinge_loss(self.netD(fake))
        loss.backward()
        self.optG.step()
        return loss.item()

    def train_epoch(self, batches):
        self.netG.train()
        self.netD.train()
        for real in batches:
            fake = self.sample(real.size(0))
            d_loss = self.discriminator_step(real, fake)
            g_loss = self.generator_step(fake)
            self.history["d"].append(d_loss)
            self.history["g"].append(g_loss)
        return sum(self.history["d"]) / len(self.history["d"])
