import torch

POPS = ("small-cell", "large-cell", "half-deflated", "double-pop")


def bubble_pops(n, length, gen, fs=8000.0):
    """Contact-mic snippet of one bubble-wrap cell bursting under a thumb.

    A pop is a sharp pressure step followed by a Helmholtz-like ring whose frequency falls
    with cell volume; a half-deflated cell gives a weak, dull click; two neighbouring cells
    can burst a few milliseconds apart.
    """
    kind = torch.randint(0, len(POPS), (n,), generator=gen)
    t = torch.arange(length)[None] / fs
    f = torch.tensor([2400.0, 1300.0, 900.0, 2000.0])[kind][:, None] * (0.9 + 0.2 * torch.rand(n, 1, generator=gen))
    amp = torch.tensor([1.0, 1.2, 0.3, 1.0])[kind][:, None]
    decay = torch.tensor([900.0, 600.0, 1500.0, 800.0])[kind][:, None]
    onset = 0.002 + 0.001 * torch.rand(n, 1, generator=gen)
    tt = (t - onset).clamp(min=0)
    ring = amp * torch.exp(-decay * tt) * torch.sin(2 * torch.pi * f * tt) * (t > onset)
    delay = onset + 0.004 + 0.002 * torch.rand(n, 1, generator=gen)
    tt2 = (t - delay).clamp(min=0)
    second = (kind == 3).float()[:, None] * 0.8 * torch.exp(-decay * tt2) * torch.sin(2 * torch.pi * f * tt2) * (t > delay)
    x = ring + second + 0.05 * torch.randn(n, length, generator=gen)
    return x, kind


class Batches:
    def __init__(self, x, y, bs, gen=None):
        self.x, self.y, self.bs, self.gen = x, y, bs, gen

    def __iter__(self):
        idx = torch.randperm(len(self.x), generator=self.gen) if self.gen is not None else torch.arange(len(self.x))
        for i in range(0, len(idx), self.bs):
            yield self.x[idx[i:i + self.bs]], self.y[idx[i:i + self.bs]]
