from functools import partial

import torch

from .data import sample_real
from .updates import adversarial_update, critic_loss, generator_loss


class CondGANTrainer:
    def __init__(self, G, D, lr_g=2e-4, lr_d=4e-4):
        self.G, self.D = G, D
        opt_g = torch.optim.Adam(G.parameters(), lr=lr_g, betas=(0.5, 0.999))
        opt_d = torch.optim.Adam(D.parameters(), lr=lr_d, betas=(0.5, 0.999))
        self.d_update = partial(adversarial_update, net=D, opt=opt_d, loss_fn=critic_loss, critic=D)
        self.g_update = partial(adversarial_update, net=G, opt=opt_g, loss_fn=generator_loss, critic=D)

    def step(self, batch_size):
        real, cond = sample_real(batch_size)
        z = torch.randn(batch_size, self.G.z_dim)
        fake = self.G(z, cond)
        d = self.d_update(real, fake.detach(), cond)
        g = self.g_update(fake, cond)
        return d, g

    @torch.no_grad()
    def class_means(self, n=600):
        out = {}
        for k in range(3):
            c = torch.full((n,), k, dtype=torch.long)
            out[k] = self.G(torch.randn(n, self.G.z_dim), c).mean(0).tolist()
        return out
