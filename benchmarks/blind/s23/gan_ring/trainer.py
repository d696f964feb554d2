import torch
import torch.nn.functional as F


class BaseTrainer:
    """Runs the phases named in the config, in order, once per batch."""

    def __init__(self, cfg):
        self.cfg = cfg
        self.step_idx = 0
        self.history = {}

    def optimizers(self):
        return []

    def start_step(self):
        for opt in self.optimizers():
            opt.zero_grad()

    def train_step(self, batch):
        self.start_step()
        for phase in self.cfg.phases:
            value = getattr(self, phase + "_phase")(batch)
            self.history.setdefault(phase, []).append(value)
        self.step_idx += 1


class GANTrainer(BaseTrainer):
    def __init__(self, cfg, generator, discriminator):
        super().__init__(cfg)
        self.generator = generator
        self.discriminator = discriminator
        self.opt_g = torch.optim.Adam(generator.parameters(), lr=cfg.lr_g, betas=cfg.betas)
        self.opt_d = torch.optim.Adam(discriminator.parameters(), lr=cfg.lr_d, betas=cfg.betas)

    def optimizers(self):
        return [self.opt_d, self.opt_g]

    def sample(self, n):
        return self.generator(torch.randn(n, self.generator.latent_dim))

    def critic_phase(self, real):
        fake = self.sample(real.size(0))
        real_logits = self.discriminator(real)
        fake_logits = self.discriminator(fake)
        loss = (F.binary_cross_entropy_with_logits(real_logits, torch.ones_like(real_logits))
                + F.binary_cross_entropy_with_logits(fake_logits, torch.zeros_like(fake_logits)))
        loss.backward()
        self.opt_d.step()
        return loss.item()

    def generator_phase(self, real):
        fake = self.sample(real.size(0))
        logits = self.discriminator(fake)
        loss = F.binary_cross_entropy_with_logits(logits, torch.ones_like(logits))
        loss.backward()
        self.opt_g.step()
        return loss.item()
