"""Ray-batch trainer with a per-epoch pose learning-rate schedule."""
import torch

from .geometry import pixel_rays
from .models import composite


class JointRefiner:
    def __init__(self, field, poses, field_opt, pose_opt, data, cfg):
        self.field, self.poses = field, poses
        self.field_opt, self.pose_opt = field_opt, pose_opt
        self.data, self.cfg = data, cfg
        self.base_pose_lr = pose_opt.param_groups[0]["lr"]

    def start_epoch(self, epoch):
        for group in self.pose_opt.param_groups:
            group["lr"] = self.base_pose_lr * (0.7 ** epoch)
        self.pose_opt.zero_grad(set_to_none=True)

    def train_iteration(self):
        cfg, data = self.cfg, self.data
        view = torch.randint(0, data["c2w_noisy"].shape[0], (cfg.rays,))
        px = torch.randint(0, cfg.size, (cfg.rays, 2))
        target = data["images"][view, px[:, 1], px[:, 0]]

        self.field_opt.zero_grad(set_to_none=True)
        c2w = self.poses(data["c2w_noisy"], view)
        origins, dirs = pixel_rays(c2w, px, cfg.size, cfg.focal)
        t = torch.linspace(cfg.near, cfg.far, cfg.samples).expand(cfg.rays, cfg.samples)
        t = t + torch.rand_like(t) * (cfg.far - cfg.near) / cfg.samples
        sigma, rgb = self.field(origins[:, None] + dirs[:, None] * t[..., None])
        loss = ((composite(sigma, rgb, t) - target) ** 2).mean()
        loss.backward()
        self.field_opt.step()
        self.pose_opt.step()
        return loss.item()
