import torch

from .objectives import critic_hinge, generator_hinge
from .utils import ring_of_gaussians, stop_gradient


class HingeGANTrainer:
    def __init__(self, gen, critic, latent=8, batch=256, lr=1e-4):
        self.gen, self.critic = gen, critic
        self.latent, self.batch = latent, batch
        self.opt_g = torch.optim.Adam(gen.parameters(), lr=lr, betas=(0.0, 0.9))
        self.opt_c = torch.optim.Adam(critic.parameters(), lr=lr * 4, betas=(0.0, 0.9))

    def train_step(self):
        real = ring_of_gaussians(self.batch)
        z = torch.randn(self.batch, self.latent)
        fake = self.gen(z)

        self.opt_c.zero_grad(set_to_none=True)
        loss_c = critic_hinge(self.critic, real, stop_gradient(fake))
        loss_c.backward()
        self.opt_c.step()

        self.opt_g.zero_grad(set_to_none=True)
        loss_g = generator_hinge(self.critic, fake)
        loss_g.backward()
        self.opt_g.step()
        return loss_c.item(), loss_g.item()

    @torch.no_grad()
    def sample(self, n):
        return self.gen(torch.randn(n, self.latent))
