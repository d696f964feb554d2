import torch

from .ops import clip_, draw, latent


class WassersteinLoop:
    def __init__(self, sampler, critic, lr=2e-4, n_critic=5, clip=0.05):
        self.sampler, self.critic = sampler, critic
        self.opt_s = torch.optim.RMSprop(sampler.parameters(), lr=lr)
        self.opt_c = torch.optim.RMSprop(critic.parameters(), lr=lr)
        self.n_critic, self.clip = n_critic, clip

    def critic_round(self, real):
        produced = draw(self.sampler, real.shape[0])
        gap = self.critic(produced).mean() - self.critic(real).mean()
        self.opt_c.zero_grad()
        gap.backward()
        self.opt_c.step()
        clip_(self.critic, self.clip)
        return -gap.item()

    def sampler_round(self, n):
        produced = self.sampler(latent(n, self.sampler.z_dim))
        score = -self.critic(produced).mean()
        self.opt_s.zero_grad()
        score.backward()
        self.opt_s.step()
        return score.item()

    def run_epoch(self, batches):
        k, w_est = 0, 0.0
        for real in batches:
            w_est = self.critic_round(real)
            k += 1
            if k % self.n_critic == 0:
                self.sampler_round(real.shape[0])
        return w_est
