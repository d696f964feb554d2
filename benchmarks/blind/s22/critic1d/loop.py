import torch

from .utils import bimodal, clip_weights


class WassersteinLoop:
    def __init__(self, gen, crit, z_dim, n_critic=5, clip=0.05, lr=2e-3):
        self.gen, self.crit, self.z_dim = gen, crit, z_dim
        self.n_critic, self.clip = n_critic, clip
        self.opt_g = torch.optim.RMSprop(gen.parameters(), lr=lr)
        self.opt_c = torch.optim.RMSprop(crit.parameters(), lr=lr)

    def critic_round(self, batch):
        for _ in range(self.n_critic):
            real = bimodal(batch)
            with torch.no_grad():
                fake = self.gen(torch.randn(batch, self.z_dim))
            gap = self.crit(fake).mean() - self.crit(real).mean()
            self.opt_c.zero_grad()
            gap.backward()
            self.opt_c.step()
            clip_weights(self.crit, self.clip)
        return -gap.item()

    def generator_round(self, batch):
        fake = self.gen(torch.randn(batch, self.z_dim))
        loss = -self.crit(fake).mean()
        self.opt_g.zero_grad()
        loss.backward()
        self.opt_g.step()
        return loss.item()
