import torch
import torch.nn.functional as F

from .chimes import decay_slope
from .lit import LitModule
from .models import EnvelopeDiscriminator, EnvelopeGenerator
from .sampling import r1_penalty, sample_fakes


class ChimeGAN(LitModule):
    def __init__(self, **hparams):
        super().__init__(**hparams)
        self.automatic_optimization = False
        self.generator = EnvelopeGenerator(self.hparams.latent_dim, self.hparams.steps)
        self.discriminator = EnvelopeDiscriminator(self.hparams.steps)

    def training_step(self, batch, batch_idx):
        (real,) = batch
        opt_g, opt_d = self.optimizers()
        n = real.size(0)

        fakes = sample_fakes(self.generator, n, self.hparams.latent_dim)
        real = real.requires_grad_(True)
        real_scores = self.discriminator(real)
        fake_scores = self.discriminator(fakes)
        d_loss = F.softplus(-real_scores).mean() + F.softplus(fake_scores).mean()
        d_loss = d_loss + 0.5 * self.hparams.r1_gamma * r1_penalty(real_scores, real)
        self._optimize(opt_d, d_loss)

        self.toggle_optimizer(opt_g)
        z = torch.randn(n, self.hparams.latent_dim)
        g_loss = F.softplus(-self.discriminator(self.generator(z))).mean()
        self._optimize(opt_g, g_loss)
        self.untoggle_optimizer(opt_g)

        self.log("loss_d", d_loss)
        self.log("loss_g", g_loss)

    def configure_optimizers(self):
        lr, betas = self.hparams.lr, (0.0, 0.99)
        return (torch.optim.Adam(self.generator.parameters(), lr=lr, betas=betas),
                torch.optim.Adam(self.discriminator.parameters(), lr=lr, betas=betas))

    def on_train_epoch_end(self):
        if (self.trainer.current_epoch + 1) % 4:
            return
        with torch.no_grad():
            fake = self.generator(torch.randn(512, self.hparams.latent_dim))
        k = 16
        d, g = self.history["loss_d"][-k:], self.history["loss_g"][-k:]
        print(f"epoch {self.trainer.current_epoch:2d} loss_d {sum(d) / k:.3f} loss_g {sum(g) / k:.3f} "
              f"decay slope gen {decay_slope(fake).mean():.4f} real {self.hparams.real_slope:.4f}")
