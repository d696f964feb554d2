import math

import torch

# Fine boil stages: 0 cold hiss, 1 simmer rumble, 2 pre-whistle warble, 3 whistle onset, 4 full whistle
FINE_TO_COARSE = torch.tensor([0, 0, 1, 1, 2])


def whistle_spectra(n, *, in_bins=32, generator=None):
    """Log-power spectra of a kettle whistle: each stage has its own spectral peak and harmonic."""
    fine = torch.randint(0, 5, (n,), generator=generator)
    bins = torch.arange(in_bins, dtype=torch.float32)
    centre = 4.0 + 5.0 * fine.float() + 0.8 * torch.randn(n, generator=generator)
    width = 1.5 + 0.3 * torch.rand(n, generator=generator)
    peak = torch.exp(-0.5 * ((bins[None] - centre[:, None]) / width[:, None]) ** 2)
    harmonic = 0.4 * torch.exp(-0.5 * ((bins[None] - 1.9 * centre[:, None]) / width[:, None]) ** 2)
    floor = 0.05 + 0.02 * torch.rand(n, in_bins, generator=generator)
    spec = torch.log(peak + harmonic + floor) + 0.15 * torch.randn(n, in_bins, generator=generator)
    spec = (spec - spec.mean(dim=1, keepdim=True)) / math.sqrt(in_bins)
    return spec, fine


def make_loader(spec, labels, batch_size, *, shuffle, generator=None):
    n = spec.shape[0]
    order = torch.randperm(n, generator=generator) if shuffle else torch.arange(n)
    for start in range(0, n, batch_size):
        idx = order[start:start + batch_size]
        yield spec[idx], labels[idx]
