import torch


def two_views(x, noise=0.1, drop=0.1):
    def view(t):
        t = t + noise * torch.randn_like(t)
        keep = (torch.rand_like(t) > drop).float()
        return t * keep
    return view(x), view(x)
