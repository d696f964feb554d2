import torch
import torch.nn as nn


class Calibrator(nn.Module):
    def __init__(self, mcfg):
        super().__init__()
        self.norm = nn.BatchNorm1d(mcfg.n_raw + mcfg.n_env)
        self.mlp = nn.Sequential(
            nn.Linear(mcfg.n_raw + mcfg.n_env, mcfg.hidden), nn.ReLU(),
            nn.Linear(mcfg.hidden, mcfg.hidden), nn.ReLU(),
            nn.Linear(mcfg.hidden, mcfg.n_targets),
        )
        self.skip = nn.Linear(mcfg.n_raw, mcfg.n_targets)

    def forward(self, raw, env):
        z = self.norm(torch.cat([raw, env], dim=1))
        return self.mlp(z) + self.skip(raw)


def build_model(cfg):
    return Calibrator(cfg.model)
