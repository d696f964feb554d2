import torch

from .penalty import gradient_penalty, set_requires_grad


class WGANGPTrainer:
    def __init__(self, gen, critic, lr=1e-4, n_critic=5, gp_weight=10.0):
        self.gen, self.critic = gen, critic
        self.opt_g = torch.optim.Adam(gen.parameters(), lr=lr, betas=(0.5, 0.9))
        self.opt_c = torch.optim.Adam(critic.parameters(), lr=lr, betas=(0.5, 0.9))
        self.n_critic, self.gp_weight = n_critic, gp_weight

    def noise(self, n):
        return torch.randn(n, self.gen.z_dim)

    def critic_step(self, real):
        set_requires_grad(self.critic, True)
        fake = self.gen(self.noise(real.size(0))).detach()
        self.opt_c.zero_grad()
        wdist = self.critic(real).mean() - self.critic(fake).mean()
        gp = gradient_penalty(self.critic, real, fake)
        loss = -wdist + self.gp_weight * gp
        loss.backward()
        self.opt_c.step()
        return wdist.item(), gp.item()

    def generator_step(self, n):
        set_requires_grad(self.critic, False)
        self.opt_g.zero_grad()
        loss = -self.critic(self.gen(self.noise(n))).mean()
        loss.backward()
        self.opt_g.step()
        return loss.item()

    def train(self, batches, iterations, log_every=100):
        for it in range(1, iterations + 1):
            for _ in range(self.n_critic):
                wdist, gp = self.critic_step(next(batches))
            g_loss = self.generator_step(256)
            if it % log_every == 0:
                print(f"iter {it:4d} W-dist {wdist:.4f} gp {gp:.4f} g_loss {g_loss:.4f}")
