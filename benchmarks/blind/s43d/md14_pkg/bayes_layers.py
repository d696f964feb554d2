import math

import torch
import torch.nn as nn
import torch.nn.functional as F


class BayesLinear(nn.Module):
    """Mean-field Gaussian weights, w = mu + softplus(rho) * eps (Blundell et al., 2015)."""

    def __init__(self, n_in, n_out, prior_sd=1.0, rho_init=-4.0):
        super().__init__()
        self.n_in, self.n_out = n_in, n_out
        self.prior_sd, self.rho_init = prior_sd, rho_init
        self.w_mu = nn.Parameter(torch.empty(n_out, n_in))
        self.w_rho = nn.Parameter(torch.empty(n_out, n_in))
        self.b_mu = nn.Parameter(torch.empty(n_out))
        self.b_rho = nn.Parameter(torch.empty(n_out))
        self.reset_parameters()

    @torch.no_grad()
    def reset_parameters(self):
        self.w_mu.normal_(0.0, 1.0 / math.sqrt(self.n_in))
        self.b_mu.zero_()
        self.w_rho.fill_(self.rho_init)
        self.b_rho.fill_(self.rho_init)

    def forward(self, x):
        w = self.w_mu + F.softplus(self.w_rho) * torch.randn_like(self.w_mu)
        b = self.b_mu + F.softplus(self.b_rho) * torch.randn_like(self.b_mu)
        return F.linear(x, w, b)

    def kl(self):
        total = 0.0
        for mu, rho in ((self.w_mu, self.w_rho), (self.b_mu, self.b_rho)):
            sd = F.softplus(rho)
            total = total + (torch.log(self.prior_sd / sd)
                             + (sd ** 2 + mu ** 2) / (2 * self.prior_sd ** 2) - 0.5).sum()
        return total
