"""Pacific walrus haul-out size at a coastal site from sea-ice and weather covariates.

A small Bayes-by-backprop regressor (Gaussian mean-field weights, w = mu + softplus(rho) * eps)
predicts log(count + 1); its predictive spread tells the aerial-survey team on which days a
flight is worth it.
"""
import math

import torch
import torch.nn as nn
import torch.nn.functional as F

OPTS = {"n_days": 600, "hidden": 32, "epochs": 60, "batch": 50, "lr": 5e-3,
        "prior_sd": 1.0, "noise_sd": 0.35, "draws": 40}


def simulate_days(n, gen):
    doy = 150 + 120 * torch.rand(n, generator=gen)                    # June .. October
    ice = torch.clamp(1.2 - (doy - 150) / 80 + 0.2 * torch.randn(n, generator=gen), 0, 1)
    dist_ice = 300 * (1 - ice) + 30 * torch.rand(n, generator=gen)     # km to ice edge
    wind = 15 * torch.rand(n, generator=gen)
    air = 2 + 8 * torch.sin((doy - 150) / 120 * math.pi) + torch.randn(n, generator=gen)
    log_count = (2 + 6 * torch.sigmoid((dist_ice - 150) / 40) - 0.15 * wind
                 + 0.05 * air + 0.4 * torch.randn(n, generator=gen))
    x = torch.stack([(doy - 210) / 35, ice, dist_ice / 100, wind / 5, air / 4], 1)
    return x, log_count.clamp_min(0).unsqueeze(1)


class GaussLinear(nn.Module):
    def __init__(self, n_in, n_out, prior_sd):
        super().__init__()
        self.prior_sd = prior_sd
        self.mu = nn.Parameter(torch.randn(n_out, n_in) / math.sqrt(n_in))
        self.rho = nn.Parameter(torch.full((n_out, n_in), -5.0))
        self.bias = nn.Parameter(torch.zeros(n_out))

    def forward(self, x):
        w = self.mu + F.softplus(self.rho) * torch.randn_like(self.rho)
        return F.linear(x, w, self.bias)

    def kl(self):
        sd = F.softplus(self.rho)
        return (torch.log(self.prior_sd / sd) + (sd ** 2 + self.mu ** 2) / (2 * self.prior_sd ** 2)
                - 0.5).sum()


class HaulOutBNN(nn.Module):
    def __init__(self, n_in, hidden, prior_sd):
        super().__init__()
        self.l1 = GaussLinear(n_in, hidden, prior_sd)
        self.l2 = GaussLinear(hidden, hidden, prior_sd)
        self.out = GaussLinear(hidden, 1, prior_sd)

    def forward(self, x):
        return self.out(torch.tanh(self.l2(torch.tanh(self.l1(x)))))

    def kl(self):
        return self.l1.kl() + self.l2.kl() + self.out.kl()


def train(bnn, x, y, o):
    opt = torch.optim.Adam(bnn.parameters(), lr=o["lr"])
    n = len(y)
    log = []
    for epoch in range(o["epochs"]):
        tot = {"nll": 0.0, "kl": 0.0}
        batches = torch.randperm(n).split(o["batch"])
        for idx in batches:
            pred = bnn(x[idx])
            nll = 0.5 * ((pred - y[idx]) / o["noise_sd"]).pow(2).mean()
            kl = bnn.kl() / n
            opt.zero_grad()
            (nll + kl).backward()
            opt.step()
            tot["nll"] += nll.item()
            tot["kl"] += kl
        log.append({k: v / len(batches) for k, v in tot.items()})
        if epoch % 15 == 14:
            print(f"epoch {epoch + 1}: nll {log[-1]['nll']:.3f}  kl/n {float(log[-1]['kl']):.3f}")
    return log


@torch.no_grad()
def predictive(bnn, x, draws):
    s = torch.stack([bnn(x) for _ in range(draws)])
    return s.mean(0), s.std(0)


def main(o=OPTS):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(2)
    x, y = simulate_days(o["n_days"], gen)
    x_te, y_te = simulate_days(200, gen)
    bnn = HaulOutBNN(x.shape[1], o["hidden"], o["prior_sd"])
    log = train(bnn, x, y, o)
    mean, sd = predictive(bnn, x_te, o["draws"])
    rmse = (mean - y_te).pow(2).mean().sqrt().item()
    print(f"test RMSE (log count) {rmse:.3f}; mean epistemic sd {sd.mean().item():.3f}")
    fly = (mean.squeeze(1) > math.log(500)).nonzero().squeeze(1)
    print(f"{len(fly)} of {len(y_te)} days predicted above 500 animals; {len(log)} epochs logged")


if __name__ == "__main__":
    main()
