"""Parcel lockers: how long will a parcel sit in the locker before pickup? (log-normal regression)

The pricing team wanted an interpretable model: site effect + hour-of-delivery curve + weekday shift
+ per-size slopes on the customer features, and a per-size spread. Predictions feed the
'locker full' forecast, so the interval coverage matters as much as the median.
"""
import math

import numpy as np
import torch
from torch import nn

SIZES = ("S", "M", "L")
N_SITES = 50


def simulate(n, rng, truth):
    site = rng.integers(0, N_SITES, n)
    size = rng.choice(3, n, p=[0.5, 0.35, 0.15])
    hour = rng.integers(6, 22, n)
    weekday = rng.integers(0, 7, n)
    app_user = (rng.random(n) < 0.6).astype(float)
    distance = rng.exponential(1.2, n)
    prior_late = rng.poisson(0.4, n).astype(float)
    feats = np.column_stack([app_user, np.log1p(distance), prior_late, (weekday >= 5).astype(float)])
    mu = (math.log(14) + truth["site"][site] + 0.5 * np.sin(2 * np.pi * (hour - 9) / 24)
          - 0.6 * app_user + 0.25 * np.log1p(distance) + 0.3 * prior_late + 0.4 * (size == 2) * (weekday >= 5))
    sigma = np.array([0.45, 0.55, 0.75])[size]
    hours = np.exp(mu + sigma * rng.normal(size=n))
    t = lambda a, d=torch.long: torch.as_tensor(a, dtype=d)  # noqa: E731
    return {"site": t(site), "size": t(size), "hour": t(hour), "feats": t(feats, torch.float32),
            "log_hours": t(np.log(hours), torch.float32)}


class SizeSlopes(nn.Module):
    def __init__(self, n_feats):
        super().__init__()
        self.by_size = nn.ModuleDict({s: nn.Linear(n_feats, 1) for s in SIZES})

    def forward(self, feats, size):
        out = torch.zeros(len(size))
        for k, s in enumerate(SIZES):
            rows = size == k
            out[rows] = self.by_size[s](feats[rows]).squeeze(1)
        return out


def init_params(gen):
    return {
        "intercept": torch.tensor([math.log(12.0)], requires_grad=True),
        "site": (torch.randn(N_SITES, generator=gen) * 0.05).requires_grad_(),
        "hour_curve": torch.zeros(24, requires_grad=True),
        "log_sigma": torch.empty(len(SIZES)).fill_(-0.3).requires_grad_(),
    }


def predict(params, slopes, batch):
    mu = (params["intercept"] + params["site"][batch["site"]] + params["hour_curve"][batch["hour"]]
          + slopes(batch["feats"], batch["size"]))
    return mu, params["log_sigma"][batch["size"]]


def lognormal_nll(mu, log_sigma, log_y):
    z = (log_y - mu) / log_sigma.exp()
    return (0.5 * z.pow(2) + log_sigma + log_y).mean()


@torch.no_grad()
def report(params, slopes, data):
    mu, log_sigma = predict(params, slopes, data)
    hours, median = data["log_hours"].exp(), mu.exp()
    half = 1.2816 * log_sigma.exp()
    inside = (data["log_hours"] > mu - half) & (data["log_hours"] < mu + half)
    return {"mape": round(((median - hours).abs() / hours).mean().item(), 4),
            "cov80": round(inside.float().mean().item(), 4),
            "sigma": [round(v, 3) for v in params["log_sigma"].exp().tolist()]}


def main(epochs=12, batch=512):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    rng = np.random.default_rng(0)
    truth = {"site": rng.normal(0, 0.3, N_SITES)}
    train, valid = simulate(15000, rng, truth), simulate(4000, rng, truth)

    params = init_params(torch.Generator().manual_seed(0))
    slopes = SizeSlopes(train["feats"].shape[1])
    opt = torch.optim.Adam([{"params": list(params.values()), "lr": 0.03},
                            {"params": slopes.parameters(), "lr": 0.01}])
    print("before:", report(params, slopes, valid))
    n = len(train["log_hours"])
    for epoch in range(epochs):
        perm = torch.randperm(n)
        total = 0.0
        for s in range(0, n, batch):
            rows = perm[s:s + batch]
            b = {k: v[rows] for k, v in train.items()}
            nll = lognormal_nll(*predict(params, slopes, b), b["log_hours"])
            opt.zero_grad()
            nll.backward()
            opt.step()
            with torch.no_grad():
                params["log_sigma"].clamp_(min=-3.0, max=1.5)
                params["hour_curve"].sub_(params["hour_curve"].mean())
            total += nll.item() * len(rows)
        if epoch % 3 == 2 or epoch == epochs - 1:
            print(f"epoch {epoch:2d}  nll {total / n:.4f}  valid {report(params, slopes, valid)}")


if __name__ == "__main__":
    main()
