"""Calibrate a raw-SVI implied-volatility surface (one smile per expiry) to noisy option quotes.

Raw SVI total variance per expiry:  w(k) = a + b * (rho * (k - m) + sqrt((k - m)^2 + sigma^2)).
"""
import math
from dataclasses import dataclass

import torch

EXPIRIES = (0.08, 0.25, 0.5, 1.0, 2.0)  # years


@dataclass
class Quotes:
    expiry: torch.Tensor        # [n]
    log_moneyness: torch.Tensor  # [n]
    implied_vol: torch.Tensor    # [n]
    slice_index: torch.Tensor    # [n]


def true_surface():
    t = torch.tensor(EXPIRIES)
    return {
        "a": 0.02 * t + 0.001,
        "b": 0.10 / torch.sqrt(t + 0.1),
        "rho": torch.tensor([-0.75, -0.65, -0.55, -0.45, -0.40]),
        "m": 0.02 * torch.sqrt(t),
        "sigma": 0.10 + 0.15 * torch.sqrt(t),
    }


def total_variance(p, k):
    centred = k - p["m"]
    return p["a"] + p["b"] * (p["rho"] * centred + torch.sqrt(centred ** 2 + p["sigma"] ** 2))


def market_quotes(strikes_per_expiry=31, seed=0):
    generator = torch.Generator().manual_seed(seed)
    truth = true_surface()
    rows = []
    for i, t in enumerate(EXPIRIES):
        width = 0.25 + 0.35 * math.sqrt(t)
        k = torch.linspace(-width, 0.6 * width, strikes_per_expiry)
        w = total_variance({name: value[i] for name, value in truth.items()}, k)
        vol = torch.sqrt(w / t) + 0.004 * torch.randn(k.shape, generator=generator)
        rows.append((torch.full_like(k, t), k, vol, torch.full(k.shape, i)))
    return Quotes(*(torch.cat(column) for column in zip(*rows)))


class SVISurface:
    names = ("a", "b", "rho", "m", "sigma")

    def __init__(self, a, b, rho, m, sigma):
        for name, value in zip(self.names, (a, b, rho, m, sigma)):
            setattr(self, name, value.clone().requires_grad_(True))

    @classmethod
    def from_quotes(cls, quotes):
        """Flat-smile start: `a` from the ATM variance, moderate wings."""
        n = len(EXPIRIES)
        atm = []
        for i, t in enumerate(EXPIRIES):
            in_slice = quotes.slice_index == i
            nearest = quotes.log_moneyness[in_slice].abs().argmin()
            atm.append(quotes.implied_vol[in_slice][nearest] ** 2 * t)
        atm = torch.stack(atm)
        return cls(a=0.5 * atm, b=torch.full((n,), 0.1), rho=torch.zeros(n),
                   m=torch.zeros(n), sigma=torch.full((n,), 0.2))

    def parameters(self):
        return [getattr(self, name) for name in self.names]

    def per_quote(self, quotes):
        return {name: getattr(self, name)[quotes.slice_index] for name in self.names}

    def implied_vol(self, quotes):
        w = total_variance(self.per_quote(quotes), quotes.log_moneyness)
        return torch.sqrt(w.clamp(min=1e-8) / quotes.expiry)

    @torch.no_grad()
    def project(self):
        """Keep each slice arbitrage-free in the wings: b >= 0, |rho| < 1, sigma > 0,
        and Roger Lee's moment bound b * (1 + |rho|) <= 4 / T."""
        expiry = torch.tensor(EXPIRIES)
        self.rho = self.rho.clamp(-0.999, 0.999)
        self.b = torch.minimum(self.b.clamp(min=0.0), 4.0 / (expiry * (1 + self.rho.abs())))
        self.sigma = self.sigma.clamp(min=1e-3)


def vega_weights(quotes):
    # weight quotes by an at-the-money-peaked proxy of Black-Scholes vega
    d = quotes.log_moneyness / (0.25 * torch.sqrt(quotes.expiry))
    return torch.exp(-0.5 * d ** 2) * torch.sqrt(quotes.expiry)


class Calibrator:
    def __init__(self, surface, quotes, lr=0.02):
        self.surface = surface
        self.quotes = quotes
        self.weights = vega_weights(quotes)
        self.weights = self.weights / self.weights.sum()
        self.optimizer = torch.optim.Adam(surface.parameters(), lr=lr)
        self.schedule = torch.optim.lr_scheduler.CosineAnnealingLR(self.optimizer, T_max=1500, eta_min=1e-4)

    def objective(self):
        error = self.surface.implied_vol(self.quotes) - self.quotes.implied_vol
        return (self.weights * error ** 2).sum()

    def run(self, iterations, report_every):
        for it in range(iterations):
            self.optimizer.zero_grad()
            loss = self.objective()
            loss.backward()
            self.optimizer.step()
            self.schedule.step()
            self.surface.project()
            if it % report_every == 0 or it == iterations - 1:
                print(f"iter {it:4d}  vol rmse (bp) {1e4 * math.sqrt(loss.item()):8.1f}")


def report(surface):
    truth = true_surface()
    for name in SVISurface.names:
        fitted = getattr(surface, name).detach()
        print(f"  {name:5s} fitted {[round(v, 3) for v in fitted.tolist()]}  true {[round(v, 3) for v in truth[name].tolist()]}")


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    quotes = market_quotes(seed=1)
    surface = SVISurface.from_quotes(quotes)
    Calibrator(surface, quotes).run(iterations=1500, report_every=300)
    report(surface)


if __name__ == "__main__":
    main()
