import torch

from .clip import clip_weights
from .guards import frozen, sampling


class WGANLoop:
    def __init__(self, gen, critic, opt_g, opt_c, z_dim, n_critic=5, clip=0.05):
        self.gen, self.critic = gen, critic
        self.opt_g, self.opt_c = opt_g, opt_c
        self.z_dim, self.n_critic, self.clip = z_dim, n_critic, clip

    def noise(self, n):
        return torch.randn(n, self.z_dim)

    def critic_round(self, real):
        with sampling():
            fake = self.gen(self.noise(real.shape[0]))
        self.opt_c.zero_grad()
        gap = self.critic(fake).mean() - self.critic(real).mean()
        gap.backward()
        self.opt_c.step()
        clip_weights(self.critic, self.clip)
        return -gap.item()

    def generator_round(self, n):
        self.opt_g.zero_grad()
        with frozen(self.critic):
            adv = -self.critic(self.gen(self.noise(n))).mean()
            adv.backward()
        self.opt_g.step()
        return adv.item()

    def __call__(self, real_stream):
        w_est = [self.critic_round(next(real_stream)) for _ in range(self.n_critic)]
        g = self.generator_round(64)
        return sum(w_est) / len(w_est), g
