"""The SST patch GAN as a manually optimised task module."""
import torch
import torch.nn.functional as F

from .framework import TaskModule
from .mixins import AdversarialMixin
from .networks import Discriminator, Generator


class SSTPatchGAN(AdversarialMixin, TaskModule):
    automatic_optimization = False

    def __init__(self, cfg):
        super().__init__()
        self.cfg = cfg
        self.generator = Generator(cfg["z_dim"], cfg["ch"])
        self.discriminator = Discriminator(cfg["ch"])

    def configure_optimizers(self):
        betas = (0.5, 0.999)
        opt_g = torch.optim.Adam(self.generator.parameters(), lr=self.cfg["lr_g"], betas=betas)
        opt_d = torch.optim.Adam(self.discriminator.parameters(), lr=self.cfg["lr_d"],
                                 betas=betas)
        return opt_g, opt_d

    def training_step(self, real, step):
        opt_g, opt_d = self.optimizers()
        fake = self.generator(self.sample_noise(real.size(0)))

        real_logits, fake_logits = self.score_pair(real, fake)
        d_loss = self.bce_real(real_logits) + self.bce_fake(fake_logits)
        opt_d.zero_grad()
        self.manual_backward(d_loss)
        opt_d.step()

        g_logits = self.discriminator(fake)
        g_loss = F.binary_cross_entropy_with_logits(g_logits, torch.ones_like(g_logits))
        opt_g.zero_grad()
        self.manual_backward(g_loss)
        opt_g.step()

        self.log_dict({"d_loss": d_loss.detach(), "g_loss": g_loss.detach(),
                       "fake_std": fake.detach().std()})
