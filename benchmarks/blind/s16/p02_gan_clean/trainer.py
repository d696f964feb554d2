import torch

from losses import LOSSES


class GANTrainer:
    def __init__(self, gen, disc, optimizers, loss="hinge", n_critic=2):
        self.gen = gen
        self.disc = disc
        self.opt_g = optimizers["gen"]
        self.opt_d = optimizers["disc"]
        self.d_loss_fn, self.g_loss_fn = LOSSES[loss]
        self.n_critic = n_critic

    def noise(self, n):
        return torch.randn(n, self.gen.latent_dim)

    @torch.no_grad()
    def sample(self, n):
        return self.gen(self.noise(n))

    def critic_step(self, real):
        fake = self.sample(real.size(0))
        loss = self.d_loss_fn(self.disc(real), self.disc(fake))
        self.opt_d.zero_grad(set_to_none=True)
        loss.backward()
        self.opt_d.step()
        return loss.item()

    def generator_step(self, n):
        fake = self.gen(self.noise(n))
        loss = self.g_loss_fn(self.disc(fake))
        self.opt_g.zero_grad(set_to_none=True)
        loss.backward()
        self.opt_g.step()
        return loss.item()

    def train_epoch(self, batches):
        d_hist, g_hist = [], []
        for i, real in enumerate(batches):
            d_hist.append(self.critic_step(real))
            if (i + 1) % self.n_critic == 0:
                g_hist.append(self.generator_step(real.size(0)))
        return sum(d_hist) / len(d_hist), sum(g_hist) / max(len(g_hist), 1)
