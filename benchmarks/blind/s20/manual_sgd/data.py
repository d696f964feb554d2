import torch


def make_housing(n=512, n_features=6):
    """Synthetic tabular regression: price from size, rooms, age, ... with a nonlinearity."""
    x = torch.randn(n, n_features)
    coef = torch.linspace(1.0, -0.5, n_features)
    y = x @ coef + 0.5 * torch.tanh(2 * x[:, 0] * x[:, 1]) + 0.1 * torch.randn(n)
    mean, std = x.mean(0), x.std(0)
    return (x - mean) / std, y.unsqueeze(1)


def minibatches(x, y, batch_size):
    perm = torch.randperm(x.size(0))
    for i in range(0, x.size(0), batch_size):
        idx = perm[i:i + batch_size]
        yield x[idx], y[idx]
