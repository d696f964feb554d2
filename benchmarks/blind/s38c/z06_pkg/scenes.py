import math

import torch


class PedestrianStream:
    """Walkers with a preferred heading and a gentle random turn rate."""

    def __init__(self, cfg):
        self.cfg = cfg
        self.g = torch.Generator().manual_seed(cfg.seed)

    def sample(self):
        n, T = self.cfg.batch_size, self.cfg.obs_len + self.cfg.pred_len
        heading = torch.rand(n, generator=self.g) * 2 * math.pi
        turn = (torch.rand(n, generator=self.g) - 0.5) * 0.2
        speed = 0.3 + 0.2 * torch.rand(n, generator=self.g)
        angles = heading[:, None] + turn[:, None] * torch.arange(T).float()
        steps = torch.stack([angles.cos(), angles.sin()], -1) * speed[:, None, None]
        traj = steps.cumsum(1)
        return traj[:, :self.cfg.obs_len], traj[:, self.cfg.obs_len:]
