"""Trainer class: optimizer is created once, with the model."""
import torch
import torch.nn.functional as F

from .bubble import composite


class BubbleTrainer:
    def __init__(self, model, rays, cfg):
        self.model, self.cfg = model, cfg
        self.origins, self.dirs, self.colors = rays
        self.opt = torch.optim.Adam(model.parameters(), lr=cfg.lr)

    def train_iteration(self):
        cfg = self.cfg
        sel = torch.randint(0, self.origins.shape[0], (cfg.batch,))
        z = torch.linspace(cfg.near, cfg.far, cfg.samples).expand(cfg.batch, cfg.samples)
        z = z + torch.rand_like(z) * (cfg.far - cfg.near) / cfg.samples
        d = self.dirs[sel, None].expand(-1, cfg.samples, -1)
        sigma, rgb = self.model(self.origins[sel, None] + d * z[..., None], d)
        loss = F.mse_loss(composite(sigma, rgb, z), self.colors[sel])
        self.opt.zero_grad()
        loss.backward()
        self.opt.step()
        return loss.item()
