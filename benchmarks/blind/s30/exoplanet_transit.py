"""Fit a limb-darkened transit model plus a stellar-variability trend to a TESS-like light curve."""
import math

import torch
from torch import nn

PERIOD = 3.7  # days, from the BLS search


def synthetic_light_curve(n_points=1500, days=27.0, seed=0):
    gen = torch.Generator().manual_seed(seed)
    t = torch.linspace(0.0, days, n_points)
    truth = TransitModel(rp=0.11, t0=1.3, a_rs=9.0, impact=0.35, u=(0.42, 0.21))
    with torch.no_grad():
        transit = truth.transit(t)
    spots = 1.0 + 0.004 * torch.sin(2 * math.pi * t / 11.0) + 0.002 * torch.cos(2 * math.pi * t / 4.3)
    flux = transit * spots + 6e-4 * torch.randn(n_points, generator=gen)
    return t, flux


class TransitModel(nn.Module):
    def __init__(self, rp=0.09, t0=1.27, a_rs=8.0, impact=0.3, u=(0.3, 0.3)):
        super().__init__()
        self.log_rp = nn.Parameter(torch.tensor(math.log(rp)))
        self.t0 = nn.Parameter(torch.tensor(t0))
        self.log_a = nn.Parameter(torch.tensor(math.log(a_rs)))
        self.impact = nn.Parameter(torch.tensor(impact))
        self.limb = nn.Parameter(torch.tensor(u))

    def sky_distance(self, t):
        phase = 2 * math.pi * (t - self.t0) / PERIOD
        a = self.log_a.exp()
        x = a * torch.sin(phase)
        z = torch.sqrt(x ** 2 + self.impact ** 2 + 1e-9)
        return torch.where(torch.cos(phase) > 0, z, torch.full_like(z, 10.0))

    def transit(self, t):
        k = self.log_rp.exp()
        z = self.sky_distance(t)
        u1, u2 = self.limb[0], self.limb[1]
        r = z.clamp(max=0.999)
        mu = torch.sqrt(1 - r ** 2)
        intensity = 1 - u1 * (1 - mu) - u2 * (1 - mu) ** 2
        mean_intensity = 1 - u1 / 3 - u2 / 6
        covered = torch.sigmoid((1 + k - z) / (0.25 * k))
        return 1 - k ** 2 * covered * intensity / mean_intensity


class LightCurve(nn.Module):
    def __init__(self, days):
        super().__init__()
        self.days = days
        self.planet = TransitModel()
        self.trend = nn.Sequential(nn.Linear(8, 32), nn.Tanh(), nn.Linear(32, 1))

    def fourier(self, t):
        x = t[:, None] / self.days
        freqs = torch.arange(1, 5, dtype=t.dtype)
        return torch.cat([torch.sin(2 * math.pi * freqs * x), torch.cos(2 * math.pi * freqs * x)], dim=1)

    def forward(self, t):
        return self.planet.transit(t) * (1 + 0.01 * self.trend(self.fourier(t)).squeeze(-1))


def keep_physical(planet):
    def hook(optimizer, args, kwargs):
        planet.limb.clamp_(0.0, 1.0)
        planet.impact.abs_()
    return hook


def chi2(pred, flux, sigma=6e-4):
    return (((pred - flux) / sigma) ** 2).mean()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    t, flux = synthetic_light_curve()
    fit = LightCurve(days=float(t[-1]))

    optimizer = torch.optim.Adam(
        [
            {"params": fit.planet.parameters(), "lr": 5e-3},
            {"params": fit.trend.parameters(), "lr": 1e-2},
        ]
    )
    optimizer.register_step_post_hook(keep_physical(fit.planet))
    scheduler = torch.optim.lr_scheduler.CosineAnnealingWarmRestarts(optimizer, T_0=150)

    for it in range(600):
        optimizer.zero_grad()
        objective = chi2(fit(t), flux)
        objective.backward()
        optimizer.step()
        scheduler.step()
        if it % 150 == 0:
            print(f"iter {it:3d}  reduced chi2 {objective.item():9.3f}")

    p = fit.planet
    print(
        f"Rp/Rs {p.log_rp.exp().item():.4f}  t0 {p.t0.item():.3f}  a/Rs {p.log_a.exp().item():.2f}  "
        f"b {p.impact.item():.3f}  u {p.limb.tolist()}"
    )


if __name__ == "__main__":
    main()
