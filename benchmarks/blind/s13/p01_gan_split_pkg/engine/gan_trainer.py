import torch

from .losses import discriminator_loss, generator_loss


class AdversarialTrainer:
    def __init__(self, gen, disc, opt_gen, opt_disc, latent_dim):
        self.gen = gen
        self.disc = disc
        self.opt_gen = opt_gen
        self.opt_disc = opt_disc
        self.latent_dim = latent_dim
        self.stats = {"d": 0.0, "g": 0.0, "n": 0}

    def sample_noise(self, n):
        return torch.randn(n, self.latent_dim)

    def disc_update(self, real):
        self.opt_disc.zero_grad()
        fake = self.gen(self.sample_noise(real.size(0)))
        real_logits = self.disc(real)
        fake_logits = self.disc(fake)  # expect: AGL001
        loss = discriminator_loss(real_logits, fake_logits)
        loss.backward()
        self.opt_disc.step()
        return loss.item()

    def gen_update(self, batch_size):
        self.opt_gen.zero_grad()
        fake = self.gen(self.sample_noise(batch_size))
        loss = generator_loss(self.disc(fake))
        loss.backward()
        self.opt_gen.step()
        return loss.item()

    def train_iteration(self, real):
        d = self.disc_update(real)
        g = self.gen_update(real.size(0))
        self.stats["d"] += d
        self.stats["g"] += g
        self.stats["n"] += 1
        return d, g
