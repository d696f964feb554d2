import torch


def singing_glass(n, n_bins, gen):
    """Log-magnitude spectra of a wine glass excited by a wet finger on the rim.

    The (2,0) bending mode sits near 700 Hz for the empty glass and drops as water is added
    (French's formula, f ~ f0 (1 + a (h/H)^4)^-1/2); level is binned into 4 classes.
    """
    level = torch.rand(n, generator=gen)
    f0 = 650 + 120 * torch.rand(n, generator=gen)
    f = f0 / torch.sqrt(1 + 1.3 * level ** 4)
    freqs = torch.linspace(300, 1600, n_bins)[None]
    spec = torch.exp(-0.5 * ((freqs - f[:, None]) / 12) ** 2)
    spec = spec + 0.35 * torch.exp(-0.5 * ((freqs - 2.0 * f[:, None]) / 18) ** 2)
    spec = spec + 0.03 * torch.rand(n, n_bins, generator=gen)
    cls = torch.bucketize(level, torch.tensor([0.25, 0.5, 0.75]))
    return torch.log(spec + 1e-2), cls


def spectral_views(x, gen, max_shift=3):
    shift = int(torch.randint(-max_shift, max_shift + 1, (1,), generator=gen))
    gain = 0.2 * torch.randn(x.shape[0], 1, generator=gen)
    mask = (torch.rand(x.shape, generator=gen) > 0.1).float()
    return torch.roll(x, shift, 1) * mask + gain


def loader(x, y, bs, gen):
    perm = torch.randperm(x.shape[0], generator=gen)
    for i in range(0, x.shape[0], bs):
        yield x[perm[i:i + bs]], y[perm[i:i + bs]]
