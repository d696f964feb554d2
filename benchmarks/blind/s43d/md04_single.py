"""Lava-flow front advance rate (m/h) with a deep ensemble of heteroscedastic MLPs.

Each member predicts a mean and a log-variance and is trained on the Gaussian NLL
(Lakshminarayanan et al., 2017); the ensemble is combined as a uniform mixture.
Inputs: effusion rate, ground slope, crust fraction, eruption temperature,
distance from the vent, channel width.
"""
import math
from dataclasses import dataclass

import torch
import torch.nn as nn


@dataclass
class Config:
    n_members: int = 5
    n_train: int = 512
    n_test: int = 256
    hidden: int = 64
    epochs: int = 40
    batch: int = 64
    lr: float = 3e-3
    min_var: float = 1e-3


def simulate_flows(n, gen):
    effusion = 5 + 45 * torch.rand(n, generator=gen)            # m^3/s
    slope = 2 + 18 * torch.rand(n, generator=gen)               # degrees
    crust = torch.rand(n, generator=gen)                        # fraction of surface crusted
    temp = 1070 + 80 * torch.rand(n, generator=gen)             # deg C
    dist = 0.2 + 8 * torch.rand(n, generator=gen)               # km from vent
    width = 3 + 12 * torch.rand(n, generator=gen)               # m
    rate = (effusion.sqrt() * torch.sin(slope * math.pi / 180).sqrt() * 40
            * (1 - 0.7 * crust) * torch.exp((temp - 1150) / 60) / (1 + 0.15 * dist)
            / width.sqrt())
    noise_sd = 0.05 + 0.25 * crust * rate.sqrt()                # crusted flows advance in jerks
    y = rate + noise_sd * torch.randn(n, generator=gen)
    x = torch.stack([effusion, slope, crust, temp, dist, width], dim=1)
    return x, y.unsqueeze(1)


class FlowMember(nn.Module):
    def __init__(self, n_in, hidden):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(n_in, hidden), nn.SiLU(),
                                   nn.Linear(hidden, hidden), nn.SiLU())
        self.mean = nn.Linear(hidden, 1)
        self.log_var = nn.Linear(hidden, 1)

    def forward(self, x):
        h = self.trunk(x)
        return self.mean(h), self.log_var(h)


def gaussian_nll(mean, log_var, target, min_var):
    var = torch.exp(log_var)
    var += min_var                      # variance floor keeps the NLL finite
    return 0.5 * (torch.log(var) + (target - mean) ** 2 / var).mean()


def train_member(member, x, y, cfg, seed):
    g = torch.Generator().manual_seed(seed)
    opt = torch.optim.Adam(member.parameters(), lr=cfg.lr)
    for epoch in range(cfg.epochs):
        order = torch.randperm(len(y), generator=g)
        for s in range(0, len(y), cfg.batch):
            idx = order[s:s + cfg.batch]
            mu, lv = member(x[idx])
            nll = gaussian_nll(mu, lv, y[idx], cfg.min_var)
            opt.zero_grad()
            nll.backward()
            opt.step()
    return nll.item()


@torch.no_grad()
def mixture_predict(members, x):
    mus, vars_ = [], []
    for m in members:
        mu, lv = m(x)
        mus.append(mu)
        vars_.append(lv.exp())
    mus, vars_ = torch.stack(mus), torch.stack(vars_)
    mean = mus.mean(0)
    var = (vars_ + mus ** 2).mean(0) - mean ** 2
    return mean, var


def main(cfg=Config()):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(11)
    x_tr, y_tr = simulate_flows(cfg.n_train, gen)
    x_te, y_te = simulate_flows(cfg.n_test, gen)
    x_mu, x_sd = x_tr.mean(0), x_tr.std(0)
    y_mu, y_sd = y_tr.mean(), y_tr.std()
    xs_tr, xs_te = (x_tr - x_mu) / x_sd, (x_te - x_mu) / x_sd
    ys_tr = (y_tr - y_mu) / y_sd

    members = [FlowMember(x_tr.shape[1], cfg.hidden) for _ in range(cfg.n_members)]
    for k, member in enumerate(members):
        final = train_member(member, xs_tr, ys_tr, cfg, seed=100 + k)
        print(f"member {k}: final batch NLL {final:.3f}")

    mean, var = mixture_predict(members, xs_te)
    mean = mean * y_sd + y_mu
    sd = var.sqrt() * y_sd
    rmse = (mean - y_te).pow(2).mean().sqrt().item()
    inside = ((y_te - mean).abs() < 1.96 * sd).float().mean().item()
    print(f"test RMSE {rmse:.3f} m/h, 95% interval coverage {inside:.3f}")


if __name__ == "__main__":
    main()
