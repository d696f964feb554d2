import torch
from torch import nn

from tokamak_disruption.blocks import GatedResidual


class DisruptionPredictor(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.embed = nn.Linear(cfg.signals * 2, cfg.width)
        self.blocks = nn.Sequential(*[
            GatedResidual(cfg.width, cfg.act, cfg.inplace_act, cfg.dropout)
            for _ in range(cfg.depth)
        ])
        self.head = nn.Linear(cfg.width, 1)

    def forward(self, window):
        # summary of the window: last sample and mean slope
        last = window[:, -1]
        slope = (window[:, -8:].mean(1) - window[:, :8].mean(1))
        z = self.embed(torch.cat([last, slope], dim=1))
        return self.head(self.blocks(z)).squeeze(-1)
