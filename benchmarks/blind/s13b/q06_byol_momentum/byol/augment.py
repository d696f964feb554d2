import torch


def random_view(x, noise=0.1, drop=0.2):
    mask = (torch.rand_like(x) > drop).float()
    scale = 1.0 + 0.1 * torch.randn(x.size(0), 1)
    return (x * mask * scale + noise * torch.randn_like(x))
