import torch


def jitter(x, sigma=0.1):
    return x + sigma * torch.randn_like(x)


def scale(x, low=0.8, high=1.2):
    return x * torch.empty(x.size(0), 1, 1).uniform_(low, high)


def time_mask(x, width=6):
    x = x.clone()
    start = torch.randint(0, x.size(-1) - width, (x.size(0),))
    for i, s in enumerate(start.tolist()):
        x[i, :, s:s + width] = 0
    return x


def two_views(loader):
    for x, y in loader:
        yield time_mask(scale(jitter(x))), time_mask(scale(jitter(x))), y
