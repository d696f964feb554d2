import functools

import torch
import torch.nn.functional as F


class HookedGANTrainer:
    """Runs one method per phase; phase names come from the config."""

    def __init__(self, cfg, generator, discriminator):
        self.cfg = cfg
        self.gen = generator
        self.disc = discriminator
        self.opts = self.configure_optimizers()
        self.cache = {}
        self.history = {"d": [], "g": []}

    def configure_optimizers(self):
        make = functools.partial(getattr(torch.optim, self.cfg.optimizer), betas=self.cfg.betas)
        return {
            "generator": make(self.gen.parameters(), lr=self.cfg.lr_g),
            "discriminator": make(self.disc.parameters(), lr=self.cfg.lr_d),
        }

    def sample_fakes(self, n):
        z = torch.randn(n, self.cfg.latent_dim)
        return self.gen(z)

    def training_step(self, real):
        self.cache = {"real": real, "fake": self.sample_fakes(real.size(0))}
        for phase in self.cfg.phases:
            getattr(self, f"{phase}_step")()

    def discriminator_step(self):
        opt = self.opts["discriminator"]
        opt.zero_grad()
        real_logits = self.disc(self.cache["real"])
        fake_logits = self.disc(self.cache["fake"])
        loss = (F.binary_cross_entropy_with_logits(real_logits, torch.ones_like(real_logits))
                + F.binary_cross_entropy_with_logits(fake_logits, torch.zeros_like(fake_logits)))
        loss.backward()
        opt.step()
        self.history["d"].append(loss.item())

    def generator_step(self):
        opt = self.opts["generator"]
        opt.zero_grad()
        fake = self.sample_fakes(self.cfg.batch_size)
        logits = self.disc(fake)
        loss = F.binary_cross_entropy_with_logits(logits, torch.ones_like(logits))
        loss.backward()
        opt.step()
        self.history["g"].append(loss.item())

    def fit(self, batches):
        for step, real in enumerate(batches):
            self.training_step(real)
            if (step + 1) % self.cfg.log_every == 0:
                print(f"step {step + 1}: d_loss={self.history['d'][-1]:.4f} g_loss={self.history['g'][-1]:.4f}")
