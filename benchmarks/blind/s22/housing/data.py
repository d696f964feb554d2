import torch


def synthetic_prices(n=600, d=10):
    x = torch.randn(n, d)
    w = torch.linspace(-1.0, 1.0, d)
    y = x @ w + 0.5 * torch.sin(2 * x[:, 0]) + 0.1 * torch.randn(n)
    return x, y.unsqueeze(1)


def holdout(x, y, n_val=100):
    return (x[n_val:], y[n_val:]), (x[:n_val], y[:n_val])
