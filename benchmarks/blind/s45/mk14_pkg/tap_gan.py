import torch
import torch.nn.functional as F

from .gan_nets import TapDiscriminator, TapGenerator
from .lit_base import LitModule
from .taps import SAMPLES, STEPS


class ConditionalTapGAN(LitModule):
    def __init__(self, **hparams):
        super().__init__(**hparams)
        self.automatic_optimization = False
        self.generator = TapGenerator(self.hparams.latent_dim, len(STEPS), SAMPLES)
        self.discriminator = TapDiscriminator(len(STEPS), SAMPLES)

    @staticmethod
    def adversarial(logits, is_real):
        target = torch.ones_like(logits) if is_real else torch.zeros_like(logits)
        return F.binary_cross_entropy_with_logits(logits, target)

    def training_step(self, batch, batch_idx):
        real, kind = batch
        opt_g, opt_d = self.optimizers()
        z = torch.randn(real.size(0), self.hparams.latent_dim)
        fake = self.generator(z, kind)
        fake_logits = self.discriminator(fake, kind)

        d_loss = (self.adversarial(self.discriminator(real, kind), True)
                  + self.adversarial(self.discriminator(fake.detach(), kind), False))
        self.update(opt_d, d_loss)

        g_loss = self.adversarial(fake_logits, True)
        self.update(opt_g, g_loss)
        self.log_dict({"d_loss": d_loss, "g_loss": g_loss})

    def configure_optimizers(self):
        hp = self.hparams
        return (torch.optim.Adam(self.generator.parameters(), lr=hp.lr, betas=(0.5, 0.999)),
                torch.optim.Adam(self.discriminator.parameters(), lr=hp.lr, betas=(0.5, 0.999)))

    def on_train_epoch_end(self):
        if self.trainer.current_epoch % 5 == 4:
            d, g = self.logged["d_loss"][-20:], self.logged["g_loss"][-20:]
            print(f"epoch {self.trainer.current_epoch:2d}  d {sum(d) / 20:.3f}  g {sum(g) / 20:.3f}")
