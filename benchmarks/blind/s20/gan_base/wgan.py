import torch

from .base import AdversarialBase


class WGANGP(AdversarialBase):
    def __init__(self, *args, gp_weight=10.0, n_critic=3, **kwargs):
        super().__init__(*args, **kwargs)
        self.gp_weight = gp_weight
        self.n_critic = n_critic

    def gradient_penalty(self, real, fake):
        alpha = torch.rand(real.size(0), 1)
        mixed = alpha * real + (1 - alpha) * fake
        mixed.requires_grad_(True)
        scores = self.netD(mixed)
        (grads,) = torch.autograd.grad(scores.sum(), mixed, create_graph=True)
        return ((grads.norm(2, dim=1) - 1) ** 2).mean()

    def train_critic(self, real, fake):
        fake_in = self.critic_view(fake)
        self.optD.zero_grad()
        loss = self.netD(fake_in).mean() - self.netD(real).mean()
        loss = loss + self.gp_weight * self.gradient_penalty(real, fake_in)
        loss.backward()
        self.optD.step()
        return loss.item()

    def train_generator(self, fake):
        self.optG.zero_grad()
        loss = -self.netD(fake).mean()
        loss.backward()
        self.optG.step()
        return loss.item()

    def __call__(self, real):
        fake = self.netG(self.sample_latent(real.size(0)))
        d_loss = self.train_critic(real, fake)
        g_loss = None
        if self.iteration % self.n_critic == 0:
            g_loss = self.train_generator(fake)
        self.iteration += 1
        return d_loss, g_loss
