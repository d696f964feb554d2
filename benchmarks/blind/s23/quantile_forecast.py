"""Probabilistic next-day demand forecast: one network, three quantile outputs."""
import math

import torch
import torch.nn as nn

torch.manual_seed(0)
torch.set_num_threads(1)

QUANTILES = (0.1, 0.5, 0.9)
LAGS = 14


def demand_series(days=1500):
    t = torch.arange(days, dtype=torch.float32)
    weekly = 1.0 + 0.4 * torch.sin(2 * math.pi * t / 7)
    trend = 1.0 + t / days
    noise = torch.distributions.Gamma(4.0, 4.0).sample((days,))
    return weekly * trend * noise


def lag_windows(series, lags):
    x = series.unfold(0, lags + 1, 1)
    return x[:, :-1], x[:, -1]


class QuantileForecaster(nn.Module):
    def __init__(self, lags, quantiles, hidden=32):
        super().__init__()
        self.quantiles = quantiles
        self.net = nn.Sequential(nn.Linear(lags, hidden), nn.ReLU(), nn.Linear(hidden, len(quantiles)))

    def forward(self, window):
        level = window.mean(dim=1, keepdim=True)
        return level * (1 + self.net(window / level))


def pinball_loss(pred, target, quantiles):
    total = 0.0
    for i, q in enumerate(quantiles):
        err = target - pred[:, i]
        total += torch.maximum(q * err, (q - 1) * err).mean().item()
    return torch.tensor(total / len(quantiles), requires_grad=True)


def coverage(model, x, y):
    with torch.no_grad():
        pred = model(x)
    return ((y >= pred[:, 0]) & (y <= pred[:, 2])).float().mean().item()


def main():
    series = demand_series()
    x, y = lag_windows(series, LAGS)
    split = int(0.8 * x.size(0))
    x_train, y_train, x_test, y_test = x[:split], y[:split], x[split:], y[split:]

    model = QuantileForecaster(LAGS, QUANTILES)
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    batch_size = 64
    for epoch in range(30):
        order = torch.randperm(split)
        running = 0.0
        for start in range(0, split, batch_size):
            idx = order[start:start + batch_size]

            def closure():
                optimizer.zero_grad()
                loss = pinball_loss(model(x_train[idx]), y_train[idx], QUANTILES)
                loss.backward()
                return loss

            running += optimizer.step(closure).item() * idx.numel()
        if epoch % 10 == 9:
            print(f"epoch {epoch + 1}  pinball {running / split:.4f}  "
                  f"80% interval coverage {coverage(model, x_test, y_test):.3f}")


if __name__ == "__main__":
    main()
