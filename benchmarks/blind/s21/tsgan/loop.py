import torch
import torch.nn.functional as F


class AdversarialLoop:
    def __init__(self, nets, opts, z_dim):
        self.gen, self.disc = nets["gen"], nets["disc"]
        self.opt_g, self.opt_d = opts["gen"], opts["disc"]
        self.z_dim = z_dim
        self.history = []

    def sample(self, n):
        return self.gen(torch.randn(n, self.z_dim))

    def critic_step(self, real, fake):
        self.opt_d.zero_grad()
        logits_real = self.disc(real)
        logits_fake = self.disc(fake)
        err_d = (F.binary_cross_entropy_with_logits(logits_real, torch.ones_like(logits_real))
                 + F.binary_cross_entropy_with_logits(logits_fake, torch.zeros_like(logits_fake)))
        err_d.backward()
        self.opt_d.step()
        return err_d.item()

    def generator_step(self, fake):
        self.opt_g.zero_grad()
        verdict = self.disc(fake)
        err_g = F.binary_cross_entropy_with_logits(verdict, torch.ones_like(verdict))
        err_g.backward()
        self.opt_g.step()
        return err_g.item()

    def run_batch(self, real):
        fake = self.sample(real.shape[0])
        d = self.critic_step(real, fake)
        g = self.generator_step(fake)
        self.history.append((d, g))
        return d, g
