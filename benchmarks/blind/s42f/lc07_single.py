"""Ride-hailing: requests per zone for the next hour (Poisson regression on lags + calendar).

Trains on the first 5 weeks, validates on week 6 with WAPE against the seasonal-naive forecast.
"""
import numpy as np
import torch
from torch import nn

N_ZONES, WEEKS = 30, 6
HOURS = WEEKS * 168


def simulate_requests(seed=0):
    rng = np.random.default_rng(seed)
    base = rng.lognormal(1.6, 0.6, N_ZONES)
    how = np.arange(168)
    hour, dow = how % 24, how // 24
    commute = np.exp(-0.5 * ((hour - 8) / 1.5) ** 2) + np.exp(-0.5 * ((hour - 18) / 2.0) ** 2)
    nightlife = np.exp(-0.5 * ((hour - 23) / 2.0) ** 2) * (dow >= 4)
    zone_kind = rng.random(N_ZONES)
    profile = 0.3 + np.outer(zone_kind, commute * (dow < 5)) + np.outer(1 - zone_kind, 1.5 * nightlife)
    rain = (rng.random(HOURS) < 0.08).astype(float)
    rain = np.convolve(rain, np.ones(4), mode="same").clip(0, 1)
    trend = 1 + 0.02 * np.arange(HOURS) / 168
    lam = base[:, None] * np.tile(profile, (1, WEEKS)) * (1 + 0.6 * rain)[None, :] * trend[None, :]
    return rng.poisson(lam).astype(np.float32), rain.astype(np.float32)


def make_rows(counts, rain, hours):
    zone, t = np.meshgrid(np.arange(N_ZONES), hours, indexing="ij")
    zone, t = zone.ravel(), t.ravel()
    lags = np.stack([counts[zone, t - 1], counts[zone, t - 24], counts[zone, t - 168]], axis=1)
    return {
        "zone": torch.as_tensor(zone, dtype=torch.long),
        "how": torch.as_tensor(t % 168, dtype=torch.long),
        "x": torch.as_tensor(np.column_stack([np.log1p(lags), rain[t]]), dtype=torch.float32),
        "y": torch.as_tensor(counts[zone, t]),
        "naive": torch.as_tensor(counts[zone, t - 168]),
    }


class ZoneDemandForecaster(nn.Module):
    def __init__(self, n_zones, width=64, max_rate=500.0):
        super().__init__()
        self.zone = nn.Embedding(n_zones, 8)
        self.how = nn.Embedding(168, 8)
        self.body = nn.Sequential(nn.Linear(8 + 8 + 4, width), nn.ReLU(), nn.Linear(width, width), nn.ReLU(),
                                  nn.Linear(width, 1))
        self.max_rate = max_rate

    def forward(self, zone, how, x):
        h = torch.cat([self.zone(zone), self.how(how), x], dim=1)
        log_rate = self.body(h).squeeze(1) + x[:, 2]          # residual on log(1 + same hour last week)
        rate = torch.exp(log_rate)
        rate.clamp_(min=1e-3, max=self.max_rate)
        return rate


def poisson_nll(rate, y):
    return (rate - y * torch.log(rate)).mean()


def wape(pred, y):
    return float((pred - y).abs().sum() / y.sum())


def main(epochs=6, batch=512):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    counts, rain = simulate_requests()
    train = make_rows(counts, rain, np.arange(168, 5 * 168))
    valid = make_rows(counts, rain, np.arange(5 * 168, HOURS))
    model = ZoneDemandForecaster(N_ZONES)
    optimiser = torch.optim.Adam(model.parameters(), lr=2e-3)
    print(f"seasonal naive WAPE on week 6: {wape(valid['naive'], valid['y']):.4f}")

    n = len(train["y"])
    for epoch in range(epochs):
        order = torch.randperm(n)
        running = 0.0
        for s in range(0, n, batch):
            idx = order[s:s + batch]
            rate = model(train["zone"][idx], train["how"][idx], train["x"][idx])
            nll = poisson_nll(rate, train["y"][idx])
            optimiser.zero_grad()
            nll.backward()
            optimiser.step()
            running += nll.item() * len(idx)
        with torch.no_grad():
            model.eval()
            pred = model(valid["zone"], valid["how"], valid["x"])
            model.train()
        print(f"epoch {epoch}  poisson nll {running / n:.4f}  valid WAPE {wape(pred, valid['y']):.4f}")


if __name__ == "__main__":
    main()
