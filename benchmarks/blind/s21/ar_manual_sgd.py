"""Autoregressive electricity-load forecaster fitted with a hand-written SGD loop.

Single file; run as `python ar_manual_sgd.py`.
"""
import math

import torch


def hourly_load(days=30):
    t = torch.arange(days * 24).float()
    daily = torch.sin(2 * math.pi * t / 24)
    weekly = 0.5 * torch.sin(2 * math.pi * t / (24 * 7))
    return 2.0 + daily + weekly + 0.1 * torch.randn_like(t)


def lag_matrix(series, lags):
    rows = torch.stack([series[i:len(series) - lags + i] for i in range(lags)], dim=1)
    return rows, series[lags:]


class ARForecaster:
    def __init__(self, lags, lr=0.003):
        self.lr = lr
        self.coef = torch.zeros(lags, requires_grad=True)
        self.bias = torch.zeros((), requires_grad=True)

    def __call__(self, rows):
        return rows @ self.coef + self.bias

    def parameters(self):
        return [self.coef, self.bias]

    def fit_step(self, rows, target):
        for p in self.parameters():
            p.grad = None
        residual = self(rows) - target
        mse = residual.pow(2).mean()
        mse.backward()
        self.coef = self.coef - self.lr * self.coef.grad
        with torch.no_grad():
            self.bias -= self.lr * self.bias.grad
        return mse.item()


def main(lags=24, epochs=300):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    series = hourly_load()
    rows, target = lag_matrix(series, lags)
    fc = ARForecaster(lags)
    history = [fc.fit_step(rows, target) for _ in range(epochs)]
    print(f"mse: first {history[0]:.4f}  last {history[-1]:.4f}")


if __name__ == "__main__":
    main()
