"""Bayesian neural network (Bayes by backprop) for a river stage-discharge rating curve.

Gauging campaigns give (stage h [m], discharge Q [m^3/s]) pairs. The classic
power law Q = a (h - h0)^b breaks down above bankfull stage, so a small BNN
is fitted to log-discharge and the weight uncertainty is propagated to the
rating curve. Discharges are reported in m^3/s and in cfs for the US partner
agency.
"""
import math
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

CFS_PER_CMS = 35.3147


def gauging_campaign(n, rng):
    h = np.sort(rng.uniform(0.35, 4.2, size=n))               # m
    a, h0, b = 28.0, 0.25, 1.65
    Q = a * (h - h0) ** b
    over = h > 2.8                                            # floodplain flow
    Q[over] += 55.0 * (h[over] - 2.8) ** 1.2
    Q *= np.exp(rng.normal(0.0, 0.06, size=n))                # 6 % gauging error
    return h, Q


class VariationalLinear(nn.Module):
    """Mean-field Gaussian posterior over weights, reparameterised."""

    def __init__(self, n_in, n_out, prior_sd=1.0, init_log_sigma=-5.0):
        super().__init__()
        self.w_mu = nn.Parameter(torch.randn(n_out, n_in) * (1.0 / math.sqrt(n_in)))
        self.w_log_sigma = nn.Parameter(torch.full((n_out, n_in), init_log_sigma))
        self.b_mu = nn.Parameter(torch.zeros(n_out))
        self.b_log_sigma = nn.Parameter(torch.full((n_out,), init_log_sigma))
        self.prior_sd = prior_sd
        self.kl = torch.tensor(0.0)

    @staticmethod
    def _kl_normal(mu, sigma, prior_sd):
        return (torch.log(prior_sd / sigma) + (sigma ** 2 + mu ** 2) / (2 * prior_sd ** 2) - 0.5).sum()

    def forward(self, x):
        w_sigma = torch.exp(self.w_log_sigma)
        w_sigma.clamp_(min=1e-6)                    # numerical floor for the KL's log
        b_sigma = torch.exp(self.b_log_sigma)
        w = self.w_mu + w_sigma * torch.randn_like(w_sigma)
        b = self.b_mu + b_sigma * torch.randn_like(b_sigma)
        self.kl = (self._kl_normal(self.w_mu, w_sigma, self.prior_sd)
                   + self._kl_normal(self.b_mu, b_sigma, self.prior_sd))
        return F.linear(x, w, b)


class RatingBNN(nn.Module):
    def __init__(self, width=32):
        super().__init__()
        self.l1 = VariationalLinear(1, width)
        self.l2 = VariationalLinear(width, width)
        self.l3 = VariationalLinear(width, 1)
        self.log_noise = nn.Parameter(torch.tensor(math.log(0.1)))

    def forward(self, h_scaled):
        z = torch.tanh(self.l1(h_scaled))
        z = torch.tanh(self.l2(z))
        return self.l3(z).squeeze(-1)

    def kl(self):
        return self.l1.kl + self.l2.kl + self.l3.kl


def main():
    torch.manual_seed(0)
    rng = np.random.default_rng(3)
    h_np, Q_np = gauging_campaign(120, rng)
    h_mean, h_std = h_np.mean(), h_np.std()
    logQ = np.log(Q_np)
    lq_mean, lq_std = logQ.mean(), logQ.std()
    x = torch.from_numpy((h_np - h_mean) / h_std).float()[:, None]
    y = torch.from_numpy((logQ - lq_mean) / lq_std).float()
    n_data = len(y)
    print(f"{n_data} gaugings, stage {h_np.min():.2f}-{h_np.max():.2f} m, "
          f"Q {Q_np.min():.1f}-{Q_np.max():.0f} m^3/s")

    bnn = RatingBNN(width=32)
    opt = torch.optim.Adam(bnn.parameters(), lr=1e-2)
    elbo_trace = []
    n_epochs, n_mc = 600, 4
    for epoch in range(n_epochs):
        opt.zero_grad()
        nll = 0.0
        for _ in range(n_mc):
            mu = bnn(x)
            noise_var = torch.exp(2 * bnn.log_noise)
            nll = nll + 0.5 * (((y - mu) ** 2) / noise_var + torch.log(2 * math.pi * noise_var)).sum()
        nll = nll / n_mc
        neg_elbo = (nll + bnn.kl()) / n_data
        neg_elbo.backward()
        opt.step()
        elbo_trace.append(-neg_elbo.item())
        if epoch % 100 == 0 or epoch == n_epochs - 1:
            print(f"epoch {epoch:4d}  ELBO/n {elbo_trace[-1]:8.3f}  "
                  f"noise sd {math.exp(bnn.log_noise.item()) * lq_std:.3f} (log Q)")

    # posterior predictive rating curve
    stages = np.array([0.5, 1.0, 2.0, 3.0, 4.0])
    xs = torch.from_numpy((stages - h_mean) / h_std).float()[:, None]
    with torch.no_grad():
        draws = torch.stack([bnn(xs) for _ in range(200)])
    Q_draws = np.exp(draws.numpy() * lq_std + lq_mean)
    lo, med, hi = np.percentile(Q_draws, [5, 50, 95], axis=0)
    for s, a, m, b in zip(stages, lo, med, hi):
        print(f"  h = {s:.1f} m: Q = {m:7.1f} m^3/s ({m * CFS_PER_CMS:8.0f} cfs), 90% [{a:.1f}, {b:.1f}]")


if __name__ == "__main__":
    main()
