"""Ray-batch trainer for the crane capture."""
import torch
import torch.nn.functional as F

from .geometry import fix_gauge, rays_for
from .models import composite


class CraneTrainer:
    def __init__(self, field, poses, data, cfg):
        self.field, self.poses, self.data, self.cfg = field, poses, data, cfg
        self.opt = self.make_optimizer(field_lr=5e-3)

    def make_optimizer(self, field_lr):
        return torch.optim.Adam([{"params": self.field.parameters(), "lr": field_lr},
                                 {"params": self.poses.parameters(), "lr": 1e-3}])

    def train_iteration(self):
        cfg = self.cfg
        view = torch.randint(0, cfg.views, (cfg.rays,))
        pix = torch.randint(0, cfg.size, (cfg.rays, 2))
        origin, direction = rays_for(self.poses(self.data["c2w_noisy"], view), pix.float(), cfg.size, cfg.focal)
        t = torch.linspace(cfg.near, cfg.far, cfg.samples) + torch.rand(cfg.rays, cfg.samples) * 0.05
        sigma, rgb = self.field(origin[:, None] + direction[:, None] * t[..., None])
        loss = F.mse_loss(composite(sigma, rgb, t), self.data["images"][view, pix[:, 1], pix[:, 0]])
        loss.backward()
        self.opt.step()
        self.opt.zero_grad(set_to_none=True)
        fix_gauge(self.poses)
        return loss.item()
