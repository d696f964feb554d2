"""Joint field / camera optimisation with a per-iteration gauge fix."""
import torch
import torch.nn.functional as F

from .cameras import pin_reference_frame, rays
from .dandelion import render


class ClockTrainer:
    def __init__(self, field, bank, images, cfg):
        self.field, self.bank, self.images, self.cfg = field, bank, images, cfg
        self.opt = torch.optim.Adam([{"params": field.parameters(), "lr": 4e-3},
                                     {"params": bank.parameters(), "lr": 1e-3}])

    def train_iteration(self):
        cfg = self.cfg
        view = torch.randint(0, self.images.shape[0], (cfg.rays,))
        pix = torch.randint(0, cfg.res, (cfg.rays, 2))
        R, t = self.bank(view)
        o, d = rays(R, t, pix.float(), cfg.res, cfg.focal)
        z = torch.linspace(cfg.near, cfg.far, cfg.samples) + torch.rand(cfg.rays, cfg.samples) * 0.04
        sigma, rgb = self.field(o[:, None] + d[:, None] * z[..., None])
        loss = F.mse_loss(render(sigma, rgb, z), self.images[view, pix[:, 1], pix[:, 0]])
        self.opt.zero_grad()
        loss.backward()
        self.opt.step()
        pin_reference_frame(self.bank)
        return loss.item()
