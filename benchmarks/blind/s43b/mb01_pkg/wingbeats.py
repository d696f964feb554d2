"""Synthetic dragonfly wingbeat spectra (optical sensor), 2 species per context."""
import math
import torch

# fundamental wingbeat frequency (in spectrum-bin units) for each species
FUNDAMENTALS = [3.0, 4.2, 5.5, 6.6, 8.1, 9.4]


def species_spectra(label, n, bins, gen):
    f0 = FUNDAMENTALS[label] * (1.0 + 0.04 * torch.randn(n, 1, generator=gen))
    axis = torch.arange(bins, dtype=torch.float32).unsqueeze(0)
    spec = torch.zeros(n, bins)
    for harmonic, amp in ((1, 1.0), (2, 0.55), (3, 0.25)):
        spec += amp * torch.exp(-0.5 * ((axis - harmonic * f0) / 0.8) ** 2)
    spec += 0.08 * torch.rand(n, bins, generator=gen)
    return torch.log1p(4.0 * spec)


def make_contexts(args):
    gen = torch.Generator().manual_seed(args.seed + 11)
    contexts = []
    for t in range(args.tasks):
        xs, ys = [], []
        for c in (2 * t, 2 * t + 1):
            xs.append(species_spectra(c, args.n_per_class, args.bins, gen))
            ys.append(torch.full((args.n_per_class,), c, dtype=torch.long))
        x, y = torch.cat(xs), torch.cat(ys)
        n_test = len(y) // 4
        perm = torch.randperm(len(y), generator=gen)
        x, y = x[perm], y[perm]
        contexts.append({"train": (x[n_test:], y[n_test:]), "test": (x[:n_test], y[:n_test]),
                         "classes": [2 * t, 2 * t + 1]})
    return contexts


def batches(x, y, batch, gen):
    while True:
        idx = torch.randint(0, len(y), (batch,), generator=gen)
        yield x[idx], y[idx]


def snr_db(x):
    return 10 * math.log10(float(x.max()) / max(float(x.std()), 1e-6))
