import torch

CONDITIONS = ("still-air", "draught", "long-wick", "guttering")


def flame_photodiode(n, length, gen, fs=100.0):
    """Brightness of a tealight seen by a photodiode.

    Buoyant flames flicker near 10-12 Hz; a draught adds slow sways, a long wick smokes
    and dims irregularly, a guttering flame dips towards zero now and then.
    """
    cond = torch.randint(0, len(CONDITIONS), (n,), generator=gen)
    t = torch.arange(length)[None] / fs
    f = 11.0 + 0.8 * torch.randn(n, 1, generator=gen)
    amp = torch.tensor([0.05, 0.15, 0.25, 0.3])[cond][:, None]
    base = 1.0 + amp * torch.sin(2 * torch.pi * f * t + torch.rand(n, 1, generator=gen) * 6.28)
    sway = (cond == 1).float()[:, None] * 0.3 * torch.sin(2 * torch.pi * 1.3 * t)
    soot = (cond == 2).float()[:, None] * 0.2 * torch.randn(n, length, generator=gen).cumsum(1) / length ** 0.5
    dips = (cond == 3).float()[:, None] * (torch.rand(n, length, generator=gen) < 0.05).float() * -0.7
    x = base + sway + soot + dips + 0.03 * torch.randn(n, length, generator=gen)
    return x - x.mean(1, keepdim=True), cond


def epoch_batches(x, y, bs, gen):
    perm = torch.randperm(x.shape[0], generator=gen)
    for i in range(0, x.shape[0], bs):
        yield x[perm[i:i + bs]], y[perm[i:i + bs]]
