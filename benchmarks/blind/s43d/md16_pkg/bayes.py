import math

import torch
import torch.nn as nn
import torch.nn.functional as F


class VariationalLinear(nn.Module):
    def __init__(self, n_in, n_out, rho0=-4.5, prior_sd=1.0):
        super().__init__()
        self.rho0, self.prior_sd = rho0, prior_sd
        self.w_mu = nn.Parameter(torch.randn(n_out, n_in) / math.sqrt(n_in))
        self.w_rho = nn.Parameter(torch.full((n_out, n_in), rho0))
        self.b_mu = nn.Parameter(torch.zeros(n_out))
        self.b_rho = nn.Parameter(torch.full((n_out,), rho0))

    def sample(self):
        w = self.w_mu + F.softplus(self.w_rho) * torch.randn_like(self.w_rho)
        b = self.b_mu + F.softplus(self.b_rho) * torch.randn_like(self.b_rho)
        return w, b

    def forward(self, x):
        w, b = self.sample()
        return F.linear(x, w, b)

    def widen(self):
        """Keep the posterior means (warm start) but reset the posterior spread."""
        self.w_rho.fill_(self.rho0)
        self.b_rho.fill_(self.rho0)

    def kl(self):
        out = 0.0
        for mu, rho in ((self.w_mu, self.w_rho), (self.b_mu, self.b_rho)):
            sd = F.softplus(rho)
            out = out + (torch.log(self.prior_sd / sd) + (sd ** 2 + mu ** 2) / (2 * self.prior_sd ** 2) - 0.5).sum()
        return out
