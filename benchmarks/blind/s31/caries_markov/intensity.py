"""Covariate-dependent transition intensities for the multi-state model."""
import torch
from torch import nn

from cohort import COVARIATES, EDGES


class IntensityNet(nn.Module):
    def __init__(self, hidden=32):
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(len(COVARIATES), hidden), nn.SiLU(),
            nn.Linear(hidden, hidden), nn.SiLU(),
        )
        self.log_rate = nn.Linear(hidden, len(EDGES))
        nn.init.constant_(self.log_rate.bias, -1.0)

    def forward(self, covariates):
        return self.log_rate(self.body(covariates)).clamp(-8.0, 3.0)
