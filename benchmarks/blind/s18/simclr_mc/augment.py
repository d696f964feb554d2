import torch


class MultiViewAugment:
    """Random shift + jitter + dropout of pixels, n views per sample."""

    def __init__(self, n_views, noise=0.2, drop=0.1, g=None):
        self.n_views = n_views
        self.noise = noise
        self.drop = drop
        self.g = g

    def view(self, x):
        shift = int(torch.randint(-2, 3, (1,), generator=self.g))
        v = torch.roll(x, shifts=shift, dims=-1)
        v = v + self.noise * torch.randn(v.shape, generator=self.g)
        keep = (torch.rand(v.shape, generator=self.g) > self.drop).float()
        return v * keep

    def __call__(self, x):
        return [self.view(x) for _ in range(self.n_views)]
