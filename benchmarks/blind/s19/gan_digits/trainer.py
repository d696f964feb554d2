import torch
import torch.nn as nn

from .base import HookedTrainer
from .nets import build


class GANTrainer(HookedTrainer):
    def __init__(self, cfg):
        super().__init__(cfg)
        self.netG = build("mlp_generator", latent_dim=cfg.latent_dim,
                          image_size=cfg.image_size, hidden=cfg.hidden)
        self.netD = build("mlp_discriminator", image_size=cfg.image_size, hidden=cfg.hidden)
        self.optG = torch.optim.Adam(self.netG.parameters(), lr=cfg.lr_g, betas=cfg.betas)
        self.optD = torch.optim.Adam(self.netD.parameters(), lr=cfg.lr_d, betas=cfg.betas)
        self.criterion = nn.BCEWithLogitsLoss()

    def update_discriminator(self, real, fake):
        ones = torch.ones(real.size(0))
        zeros = torch.zeros(real.size(0))
        self.optD.zero_grad()
        d_real = self.netD(real)
        d_fake = self.netD(fake)
        loss_d = self.criterion(d_real, ones) + self.criterion(d_fake, zeros)
        loss_d.backward()
        self.optD.step()
        return loss_d.item()

    def update_generator(self, fake):
        ones = torch.ones(fake.size(0))
        self.optG.zero_grad()
        loss_g = self.criterion(self.netD(fake), ones)
        loss_g.backward()
        self.optG.step()
        return loss_g.item()

    def train_step(self, real):
        z = torch.randn(real.size(0), self.cfg.latent_dim)
        fake = self.netG(z)
        loss_d = self.update_discriminator(real, fake)
        loss_g = self.update_generator(fake)
        return {"loss_d": loss_d, "loss_g": loss_g}

    def log_losses_step(self):
        if self.global_step % self.cfg.log_every == 0:
            print(f"step {self.global_step}: D={self.state['loss_d']:.3f} G={self.state['loss_g']:.3f}")
