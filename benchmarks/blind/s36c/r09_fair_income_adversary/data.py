import torch


def make_income_data(n, d, seed=0):
    """Tabular census-like rows: x, a binary protected attribute s, a label y leaking s."""
    g = torch.Generator().manual_seed(seed)
    s = (torch.rand(n, generator=g) < 0.4).float()
    x = torch.randn(n, d, generator=g)
    x[:, 0] += 1.2 * s          # a proxy feature (e.g. occupation group)
    x[:, 1] += 0.6 * s
    w = torch.randn(d, generator=g) / d ** 0.5
    logit = x @ w + 0.8 * s - 0.3
    y = (torch.rand(n, generator=g) < torch.sigmoid(2.0 * logit)).float()
    return x, y, s


def split(x, y, s, frac=0.8):
    n = int(len(x) * frac)
    return (x[:n], y[:n], s[:n]), (x[n:], y[n:], s[n:])


def minibatches(x, y, s, batch_size, generator):
    perm = torch.randperm(len(x), generator=generator)
    for i in range(0, len(perm), batch_size):
        idx = perm[i:i + batch_size]
        yield x[idx], y[idx], s[idx]
