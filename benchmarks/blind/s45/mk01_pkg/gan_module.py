import torch
import torch.nn.functional as F

from .framework import LitModule
from .nets import SwayCritic, SwayGenerator


class SwayGAN(LitModule):
    def __init__(self, **hparams):
        super().__init__(**hparams)
        self.automatic_optimization = False
        hp = self.hparams
        self.generator = SwayGenerator(hp.latent_dim, hp.window)
        self.discriminator = SwayCritic(hp.window)

    def forward(self, z):
        return self.generator(z)

    def _noise(self, n):
        return torch.randn(n, self.hparams.latent_dim)

    @staticmethod
    def _adv(logits, target_value):
        return F.binary_cross_entropy_with_logits(logits, torch.full_like(logits, target_value))

    def training_step(self, batch, batch_idx):
        (real,) = batch
        opt_g, opt_d = self.optimizers()
        n = real.size(0)

        # discriminator: real windows vs. a fresh batch of generated ones
        generated = self.generator(self._noise(n))
        d_loss = self._adv(self.discriminator(real), 0.9) + self._adv(self.discriminator(generated), 0.0)
        self.manual_backward(d_loss)
        opt_d.step()
        opt_d.zero_grad()

        # generator: fool the (frozen) discriminator
        self.toggle_optimizer(opt_g)
        g_loss = self._adv(self.discriminator(self.generator(self._noise(n))), 1.0)
        self.manual_backward(g_loss)
        opt_g.step()
        opt_g.zero_grad()
        self.untoggle_optimizer(opt_g)

        self.log("d_loss", d_loss.item())
        self.log("g_loss", g_loss.item())

    def configure_optimizers(self):
        hp = self.hparams
        opt_g = torch.optim.Adam(self.generator.parameters(), lr=hp.lr_g, betas=(0.5, 0.999))
        opt_d = torch.optim.Adam(self.discriminator.parameters(), lr=hp.lr_d, betas=(0.5, 0.999))
        return opt_g, opt_d

    @torch.no_grad()
    def sample(self, n):
        self.eval()
        out = self.generator(self._noise(n))
        self.train()
        return out
