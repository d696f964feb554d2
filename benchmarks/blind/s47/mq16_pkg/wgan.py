import torch

from .constraints import clip_parameters
from .models import TrajectoryCritic, TrajectoryGenerator
from .optimizers import apply_step, make_optimizers


class SlinkyWGAN:
    def __init__(self, cfg):
        self.cfg = cfg
        self.generator = TrajectoryGenerator(cfg["z_dim"], cfg["length"])
        self.critic = TrajectoryCritic(cfg["length"])
        self.g_opt, self.c_opt = make_optimizers(self.generator, self.critic, cfg)

    def sample(self, n):
        return self.generator(torch.randn(n, self.cfg["z_dim"]))

    def update(self, real_batches):
        w = self._critic_phase(real_batches)
        g = self._generator_update(real_batches[0].shape[0])
        return {"wasserstein": w, "g_loss": g}

    def _critic_phase(self, real_batches):
        return sum(self._critic_update(real) for real in real_batches) / len(real_batches)

    def _critic_update(self, real):
        fake = self.sample(real.shape[0]).detach()
        gap = self.critic(real).mean() - self.critic(fake).mean()
        apply_step(self.c_opt, -gap)
        clip_parameters(self.critic, self.cfg["clip"])
        return gap.item()

    def _generator_update(self, n):
        loss = -self.critic(self.sample(n)).mean()
        apply_step(self.g_opt, loss)
        return loss.item()
