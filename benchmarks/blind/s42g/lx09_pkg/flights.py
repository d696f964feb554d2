import torch


def carousel_log(n, seed=0):
    """Arrivals: bags on board, stand distance, transfer share, crew count, hour -> minutes to last bag."""
    g = torch.Generator().manual_seed(seed)
    bags = torch.randint(40, 320, (n,), generator=g).float()
    distance = 200 + 1800 * torch.rand(n, generator=g)
    transfer = torch.rand(n, generator=g) * 0.5
    crew = torch.randint(2, 7, (n,), generator=g).float()
    hour = torch.randint(0, 24, (n,), generator=g).float()
    night = ((hour < 6) | (hour > 22)).float()
    minutes = 8 + bags / (12 * crew) * 4 + distance / 400 - 6 * transfer + 4 * night
    minutes = minutes + torch.randn(n, generator=g)
    x = torch.stack([bags / 320, distance / 2000, transfer * 2, crew / 6, torch.sin(hour / 24 * 6.283),
                     torch.cos(hour / 24 * 6.283)], 1)
    return x, minutes.unsqueeze(1)


class ShardedSampler:
    def __init__(self, n, runtime, shuffle=True):
        self.n, self.rt, self.shuffle, self.epoch = n, runtime, shuffle, 0

    def set_epoch(self, e):
        self.epoch = e

    def indices(self):
        g = torch.Generator().manual_seed(1234 + self.epoch)
        idx = torch.randperm(self.n, generator=g) if self.shuffle else torch.arange(self.n)
        return idx[self.rt.rank::self.rt.world_size]
