import math

import torch
from torch import nn


class SpatSettlement(nn.Module):
    """Mean spat count per tile from covariates, negative-binomial observation noise."""

    def __init__(self, n_covariates, hidden=24):
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(n_covariates, hidden), nn.SiLU(), nn.Linear(hidden, 1)
        )
        self.log_dispersion = nn.Parameter(torch.zeros(()))

    @property
    def mean_count(self):
        return self.body[-1].bias.exp().item()

    @mean_count.setter
    def mean_count(self, value):
        with torch.no_grad():
            self.body[-1].bias.fill_(math.log(value))

    @property
    def dispersion(self):
        return self.log_dispersion.exp()

    @dispersion.setter
    def dispersion(self, value):
        self.log_dispersion = torch.log(torch.as_tensor(value, dtype=torch.float32))

    def forward(self, x):
        return self.body(x).squeeze(-1)

    def nll(self, log_mu, counts):
        r = self.dispersion
        log_p = log_mu - torch.logaddexp(log_mu, r.log())
        ll = (torch.lgamma(counts + r) - torch.lgamma(r) - torch.lgamma(counts + 1)
              + r * torch.log1p(-log_p.exp()) + counts * log_p)
        return -ll.mean()
