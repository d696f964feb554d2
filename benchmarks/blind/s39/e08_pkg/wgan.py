"""The WGAN-GP module."""
import torch

from .lit import LitModule
from .nets import TerrainCritic, TerrainGenerator
from .sampling import WGANMixin


class TerrainWGAN(WGANMixin, LitModule):
    def __init__(self, z_dim=24, n_critic=4, gp_weight=10.0, lr=2e-4):
        super().__init__()
        self.generator = TerrainGenerator(z_dim)
        self.critic = TerrainCritic()
        self.n_critic, self.gp_weight, self.lr = n_critic, gp_weight, lr
        self._last_g = float("nan")

    def configure_optimizers(self):
        betas = (0.0, 0.9)
        return {"critic": torch.optim.Adam(self.critic.parameters(), self.lr, betas=betas),
                "generator": torch.optim.Adam(self.generator.parameters(), self.lr,
                                              betas=betas)}

    def critic_loss(self, real):
        fake = self.sample(real.size(0))
        wdist = self.critic(real).mean() - self.critic(fake).mean()
        return -wdist + self.gp_weight * self.gradient_penalty(real, fake), wdist

    def generator_loss(self, n):
        fake = self.generator(self.noise(n))
        return -self.critic(fake).mean()

    def training_step(self, real, step):
        d_loss, wdist = self.critic_loss(real)
        self.run_update("critic", d_loss)
        if step % self.n_critic == 0:
            g_loss = self.generator_loss(real.size(0))
            self.run_update("generator", g_loss)
            self._last_g = g_loss.item()
        return {"critic": d_loss.item(), "w_dist": wdist.item(), "gen": self._last_g}
