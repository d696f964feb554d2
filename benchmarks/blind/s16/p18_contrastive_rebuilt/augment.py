import torch


class RandomJitter:
    def __init__(self, noise=0.1, drop=0.1):
        self.noise = noise
        self.drop = drop

    def __call__(self, x):
        keep = (torch.rand_like(x) > self.drop).float()
        return x * keep + self.noise * torch.randn_like(x)


class TwoViews:
    def __init__(self, transform):
        self.transform = transform

    def __call__(self, x):
        return self.transform(x), self.transform(x)
