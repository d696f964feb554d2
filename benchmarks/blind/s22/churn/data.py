import torch


def customers(n=800, d=6):
    x = torch.randn(n, d)
    true_w = torch.tensor([1.5, -2.0, 0.7, 0.0, 0.3, -0.8])
    p = torch.sigmoid(x @ true_w + 0.25)
    y = torch.bernoulli(p)
    return x, y
