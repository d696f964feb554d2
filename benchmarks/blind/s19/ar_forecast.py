"""Autoregressive forecaster for a noisy seasonal series, fitted by hand-written SGD."""
import math

import torch


def seasonal_series(n=600, period=24, noise=0.1, seed=7):
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(n, dtype=torch.float32)
    trend = 0.002 * t
    season = torch.sin(2 * math.pi * t / period) + 0.5 * torch.sin(4 * math.pi * t / period)
    return trend + season + noise * torch.randn(n, generator=g)


def lagged_windows(series, order, batch_size):
    """Yield (design matrix with bias column, target) mini-batches."""
    n = len(series) - order
    idx = torch.randperm(n)
    for start in range(0, n, batch_size):
        rows = idx[start:start + batch_size]
        lags = torch.stack([series[r:r + order] for r in rows.tolist()])
        ones = torch.ones(len(rows), 1)
        yield torch.cat([lags, ones], dim=1), series[rows + order]


def fit(series, order=12, lr=0.05, epochs=3, batch_size=64):
    theta = torch.zeros(order + 1, requires_grad=True)
    history = []
    for epoch in range(epochs):
        for design, target in lagged_windows(series, order, batch_size):
            pred = design @ theta
            loss = torch.mean((pred - target) ** 2)
            loss.backward()
            theta = theta - lr * theta.grad
            theta.grad.zero_()
            history.append(loss.item())
        print(f"epoch {epoch}: mse {sum(history[-5:]) / 5:.4f}")
    return theta.detach()


def forecast(theta, context, horizon):
    order = len(theta) - 1
    window = list(context[-order:].tolist())
    out = []
    for _ in range(horizon):
        nxt = float(torch.dot(theta[:-1], torch.tensor(window[-order:])) + theta[-1])
        out.append(nxt)
        window.append(nxt)
    return out


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    series = seasonal_series()
    train, test = series[:500], series[500:]
    theta = fit(train)
    preds = forecast(theta, train, horizon=24)
    err = torch.mean((torch.tensor(preds) - test[:24]) ** 2).item()
    print(f"24-step forecast mse {err:.4f}")


if __name__ == "__main__":
    main()
