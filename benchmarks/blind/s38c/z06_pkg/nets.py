import torch
import torch.nn as nn


class TrajectoryGenerator(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.cfg = cfg
        self.net = nn.Sequential(
            nn.Linear(cfg.obs_len * 2 + cfg.noise_dim, cfg.hidden), nn.ReLU(),
            nn.Linear(cfg.hidden, cfg.pred_len * 2),
        )

    def forward(self, obs, noise):
        last = obs[:, -1:, :]
        offsets = self.net(torch.cat([obs.flatten(1), noise], 1)).view(-1, self.cfg.pred_len, 2)
        return last + offsets.cumsum(1)


class TrajectoryDiscriminator(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear((cfg.obs_len + cfg.pred_len) * 2, cfg.hidden), nn.LeakyReLU(0.2),
            nn.Linear(cfg.hidden, 1),
        )

    def forward(self, traj):
        return self.net(traj.flatten(1))
