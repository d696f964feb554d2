"""Per-batch ray training."""
import torch

from .losses import plume_loss
from .scene import march


class SteamTrainer:
    def __init__(self, field, opt, sched, rays, cfg):
        self.field, self.opt, self.sched = field, opt, sched
        self.origins, self.dirs, self.colors = rays
        self.cfg = cfg

    def depths(self, n):
        z = torch.linspace(self.cfg.near, self.cfg.far, self.cfg.samples).expand(n, self.cfg.samples)
        return z + torch.rand_like(z) * (self.cfg.far - self.cfg.near) / self.cfg.samples

    def train_iteration(self):
        self.field.train()
        sel = torch.randint(0, self.origins.shape[0], (self.cfg.batch,))
        z = self.depths(self.cfg.batch)
        sigma, rgb = self.field(self.origins[sel, None] + self.dirs[sel, None] * z[..., None])
        loss = plume_loss(march(sigma, rgb, z), self.colors[sel], sigma)
        self.opt.zero_grad()
        loss.backward()
        self.opt.step()
        self.sched.step()
        return loss.item()
